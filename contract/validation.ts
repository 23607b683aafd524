import * as yup from 'yup';
// First: strings-only trim/lowercase, so a wrong type is a validation error, never a crash.
import './yup-safe';
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE, PHONE_LENGTH } from './constants';
import { VERSION_MESSAGE } from './record-version';

/** The body of every 4xx answer caused by invalid input. */
export interface ApiError {
  message: string;
  fieldErrors?: Record<string, string>;
  /** On a 5xx answer: its X-Request-Id, to quote when reporting it. */
  requestId?: string;
}

export const PHONE_MESSAGE = 'Phone number must be exactly 10 digits.';
export const EMAIL_MESSAGE = 'Please enter a valid email address.';

/** A phone as typed, without the spaces, dashes and dots people group its digits with ("98765 43210"). */
export function phoneDigits(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

export const phoneSchema = yup
  .string()
  .trim()
  // Ten digits counted after the separators are removed (spec §5); the ten digits are what is stored.
  .transform((v: unknown) => (typeof v === 'string' ? phoneDigits(v) : v))
  .required('Phone number is required.')
  .matches(new RegExp(`^\\d{${PHONE_LENGTH}}$`), PHONE_MESSAGE);

/** The calling code of a phone number, one of those the forms offer; +91 when absent. */
export const countryCodeSchema = yup
  .string()
  .required('Country code is required.')
  .oneOf([...COUNTRY_CODES], 'Please choose a country code from the list.')
  .default(DEFAULT_COUNTRY_CODE);

/** Honeypot of a public form: a field hidden from people. Bots fill it; a filled one is answered, but nothing is kept. */
export const honeypotField = { website: yup.string().max(500).optional() };

/** The campaign a visitor came from (the utm_* parameters of their landing address), kept with what they send. */
export const campaignFields = {
  utmSource: yup.string().trim().max(200).optional(),
  utmMedium: yup.string().trim().max(200).optional(),
  utmCampaign: yup.string().trim().max(200).optional(),
  utmTerm: yup.string().trim().max(200).optional(),
  utmContent: yup.string().trim().max(200).optional(),
};

/** The longest e-mail address there can be (RFC 5321: a 256-octet path less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/*
 * local@label.label…: every part non-empty and free of spaces and '@', and a plain address only: none of
 * the characters of a display name, group or list (<>()[]\,;:"), which a mailer would parse to another
 * recipient (issue 39: `x<victim@evil.example>`). Written so that no two quantifiers can trade characters
 * (a domain label never holds a '.'), so a test runs in time linear in its input (`npm run lint` checks
 * every pattern for this with eslint-plugin-regexp).
 */
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@.<>()[\]\\,;:"]+(?:\.[^\s@.<>()[\]\\,;:"]+)+$/;

/** Whether `value` reads as an e-mail address. Over-long input is refused before any pattern runs. */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && !hasForbiddenCharacter(value) && EMAIL_PATTERN.test(value);
}

export const emailSchema = yup
  .string()
  .trim()
  .lowercase()
  .required('Email is required.')
  .max(EMAIL_MAX_LENGTH, 'Email is too long.')
  // yup runs every test of a field (abortEarly: false), so this one must not depend on `max` having
  // stopped a long value: an over-long address is left to `max` to report.
  .test('email', EMAIL_MESSAGE, (v) => v === undefined || v.length > EMAIL_MAX_LENGTH || isEmailAddress(v));

/*
 * Characters no stored text may hold: NUL (PostgreSQL refuses it in text), the other C0 controls but
 * tab, line feed and carriage return, the non-characters U+FFFE/U+FFFF and unpaired surrogates. None
 * of them may appear in an XML document either, so text free of them is safe in the RSS feed and
 * sitemap as well as in HTML and JSON.
 */
function isForbiddenAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 0x20) return c !== 0x09 && c !== 0x0a && c !== 0x0d;
  if (c === 0xfffe || c === 0xffff) return true;
  if (c >= 0xd800 && c <= 0xdbff) {
    const next = text.charCodeAt(i + 1);
    return !(next >= 0xdc00 && next <= 0xdfff);
  }
  if (c >= 0xdc00 && c <= 0xdfff) {
    const prev = text.charCodeAt(i - 1);
    return !(prev >= 0xd800 && prev <= 0xdbff);
  }
  return false;
}

/** Whether `text` holds a character no stored text may hold (see above). */
export function hasForbiddenCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (isForbiddenAt(text, i)) return true;
  return false;
}

/** `text` without the characters no stored text may hold (for output to XML of text stored earlier). */
export function withoutForbiddenCharacters(text: string): string {
  if (!hasForbiddenCharacter(text)) return text;
  let out = '';
  for (let i = 0; i < text.length; i += 1) if (!isForbiddenAt(text, i)) out += text[i];
  return out;
}

/** A required text field: trimmed, bounded, and free of NUL and the other characters no stored text may hold. */
export function requiredText(label: string, max: number) {
  return yup
    .string()
    .trim()
    .required(`${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .test('no-control', `${label} contains an invalid character.`, (v) => v === undefined || !hasForbiddenCharacter(v));
}

/**
 * The calendar days a date field may name: every one of them the database and the JSON-LD can hold
 * (a year 0 day made PostgreSQL fail, a 500), and nothing this site stores is older (issue 15).
 */
export const CALENDAR_DAY_RANGE = { min: '1970-01-01', max: '9999-12-31' } as const;

/** Whether `day` (YYYY-MM-DD) is a day of the calendar: 2025-02-30 is not, though Date.parse rolls it over. */
export function isCalendarDay(day: string): boolean {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === day;
}

/** Whether `day` (YYYY-MM-DD) lies in CALENDAR_DAY_RANGE. */
export const inCalendarDayRange = (day: string) => day >= CALENDAR_DAY_RANGE.min && day <= CALENDAR_DAY_RANGE.max;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `day` is a date field's value this site may store: YYYY-MM-DD, a day of the calendar, in CALENDAR_DAY_RANGE. */
export const isStorableDay = (day: string) => DAY_PATTERN.test(day) && isCalendarDay(day) && inCalendarDayRange(day);

/** A refusal never grows with the input (issue 39): this many fields at most, each name and message this long at most. */
const FIELD_ERRORS_MAX = 20;
const FIELD_TEXT_MAX = 300;
const clipText = (text: string) => (text.length > FIELD_TEXT_MAX ? `${text.slice(0, FIELD_TEXT_MAX - 1)}…` : text);

/** yup's own type message ends with the value it got, pretty-printed: the client sent it, so it is not sent back. */
function withoutEcho(message: string): string {
  const at = message.indexOf(', but the final value was');
  return clipText(at < 0 ? message : `${message.slice(0, at)}.`);
}

/** Turns a yup ValidationError into the `fieldErrors` map: first message per field, bounded in size. */
export function toFieldErrors(error: yup.ValidationError): Record<string, string> {
  const out: Record<string, string> = {};
  const items = error.inner.length > 0 ? error.inner : [error];
  let count = 0;
  for (const item of items) {
    const key = clipText(item.path ?? '_');
    if (Object.hasOwn(out, key)) continue;
    if (count === FIELD_ERRORS_MAX) break;
    out[key] = withoutEcho(item.message);
    count += 1;
  }
  return out;
}

/** The `version` an editor opened (optional, like `If-Match`): a stale one is refused with 409 and changes nothing. */
export const versionSchema = yup
  .number()
  .strict()
  .typeError(VERSION_MESSAGE)
  .optional()
  .integer(VERSION_MESSAGE)
  .min(1, VERSION_MESSAGE)
  .max(2_147_483_647, VERSION_MESSAGE);

const NOTICE_VERSION_MESSAGE = 'noticeVersion must be the version number of the privacy notice the form showed.';
const MARKETING_MESSAGE = 'marketingConsent must be true or false.';

/**
 * The consent record a form sends with its lead (issue 42): the version of the privacy notice it showed (the page
 * texts' version, 0 for the original texts) and whether the person also asked for news and offers (unticked by
 * default). Both optional: a lead sent without them, as the spec's calls send it, is kept for its stated purpose only.
 */
export const consentFields = {
  noticeVersion: yup
    .number()
    .typeError(NOTICE_VERSION_MESSAGE)
    .integer(NOTICE_VERSION_MESSAGE)
    .min(0, NOTICE_VERSION_MESSAGE)
    .max(1_000_000_000, NOTICE_VERSION_MESSAGE)
    .optional(),
  marketingConsent: yup.boolean().typeError(MARKETING_MESSAGE).optional(),
};
