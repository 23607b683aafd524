import * as yup from 'yup';
import { LEAD_COURSE_EXTRAS_MAX, PRIVACY_EFFECTIVE_MAX_DAYS_AHEAD, PRIVACY_EFFECTIVE_MESSAGE } from './site-settings';
import { COURSE_INTEREST_MAX } from './lead';
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { WEEKDAYS } from './site';
import { SOCIAL_NETWORKS, type SocialNetwork } from './social-networks';
import {
  COUNTED_FIGURES,
  FIGURE_BASIS_MAX,
  FIGURE_BASIS_MESSAGE,
  FIGURE_KEYS,
  FIGURE_VALUE_MAX,
  NOT_COUNTABLE_MESSAGE,
  type FigureKey,
} from './figures';
import { itemsProblem } from './copy-text';
import { PAGE_COPY_FIELDS, PAGE_COPY_KEYS, type PageCopyKey } from './page-copy';
import { hasForbiddenCharacter, isEmailAddress, isStorableDay, requiredText, versionSchema } from './validation';

const DAY_MS = 86_400_000;

/** Whether `day` may be a privacy policy's effective date on `now`: a day the site may store, at most a year ahead. */
export function isPrivacyEffectiveDay(day: string, now = Date.now()): boolean {
  return isStorableDay(day) && Date.parse(`${day}T00:00:00Z`) <= now + PRIVACY_EFFECTIVE_MAX_DAYS_AHEAD * DAY_MS;
}

/** The body of saving the site settings, as the server validates it and the admin form checks it. */
export const siteSettingsSchema = yup.object({
  privacyPolicyEffective: yup
    .string()
    .strict()
    .typeError(PRIVACY_EFFECTIVE_MESSAGE)
    .required(PRIVACY_EFFECTIVE_MESSAGE)
    .test('calendar-day', PRIVACY_EFFECTIVE_MESSAGE, (v) => v === undefined || isPrivacyEffectiveDay(v)),
  version: versionSchema,
});
export type SiteSettingsInput = yup.InferType<typeof siteSettingsSchema>;

/** The body of saving the enquiry forms' extra course names: an empty list shows the catalogue's courses only. */
export const leadCourseExtrasSchema = yup.object({
  names: yup
    .array()
    .typeError('Names must be a list of course names.')
    .of(requiredText('Course name', COURSE_INTEREST_MAX))
    .max(LEAD_COURSE_EXTRAS_MAX, `At most ${LEAD_COURSE_EXTRAS_MAX} course names.`)
    .required('Names must be a list of course names.')
    .test('unique', 'Each course name may appear once.', (names) => {
      if (!names) return true;
      const keys = names.map((n) => (typeof n === 'string' ? n.trim().toLowerCase() : n));
      return new Set(keys).size === keys.length;
    }),
  version: versionSchema,
});
export type LeadCourseExtrasInput = yup.InferType<typeof leadCourseExtrasSchema>;

/*
 * The institute's contact facts (issue 41). Phones are checked by libphonenumber-js (Indian or international,
 * written with their country code); links are https and each social link on its own network's host; the map
 * position lies within India's bounding box (6.5–37.1° N, 68.1–97.4° E: the mainland, the islands and Ladakh).
 */
export const INDIA_BOUNDS = { south: 6.5, north: 37.1, west: 68.1, east: 97.4 } as const;
const PHONE_FACT_MESSAGE = 'Enter a phone number with its country code, for example +91 90000 12345.';
const CLOCK = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** Whether `value` is a dialable phone number written with its country code ("+91 90000 12345"). */
export function isPhoneFact(value: string): boolean {
  return value.length <= 30 && value.trim().startsWith('+') && isValidPhoneNumber(value.trim());
}

/** Whether `url` is an https address on `hosts` (or one of their subdomains). */
export function isOnHost(url: string, hosts: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const host = parsed.hostname.toLowerCase();
  return parsed.protocol === 'https:' && parsed.username === '' && hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

const phoneFact = (label: string) =>
  yup
    .string()
    .strict()
    .typeError(`${label}: ${PHONE_FACT_MESSAGE}`)
    .required(`${label} is required.`)
    .test('phone', `${label}: ${PHONE_FACT_MESSAGE}`, (v) => v === undefined || isPhoneFact(v));
const contactEmail = (label: string) =>
  yup
    .string()
    .strict()
    .typeError(`${label} must be an e-mail address.`)
    .required(`${label} is required.`)
    .test('email', `${label} must be an e-mail address.`, (v) => v === undefined || isEmailAddress(v));
const coordinate = (label: string, min: number, max: number) =>
  yup
    .number()
    .strict()
    .typeError(`The ${label} must be a number.`)
    .required(`The ${label} is required.`)
    .min(min, `The map position must lie in India (${label} ${min} to ${max}).`)
    .max(max, `The map position must lie in India (${label} ${min} to ${max}).`);

/** The body of saving the contact facts: every field, as the Site settings form sends them. */
export const siteContactSchema = yup.object({
  name: requiredText('Short name', 40),
  legalName: requiredText('Legal name', 120),
  tagline: requiredText('Tagline', 160),
  email: contactEmail('The public e-mail'),
  phones: yup
    .array()
    .strict()
    .typeError('Phones must be a list of phone numbers.')
    .of(phoneFact('Phone'))
    .min(1, 'Enter at least one phone number.')
    .max(5, 'At most 5 phone numbers.')
    .required('Enter at least one phone number.'),
  whatsapp: phoneFact('WhatsApp number'),
  address: yup
    .object({
      street: requiredText('Street address', 200),
      locality: requiredText('City', 80),
      region: requiredText('State', 80),
      postalCode: yup
        .string()
        .strict()
        .typeError('The PIN code must be 6 digits.')
        .required('The PIN code is required.')
        .matches(/^[1-9]\d{5}$/, 'The PIN code must be 6 digits.'),
      country: yup.string().strict().oneOf(['IN'], 'The address must be in India (IN).').required('The country is required.'),
    })
    .required('The address is required.'),
  directions: yup
    .string()
    .trim()
    .max(200, 'Directions must be at most 200 characters.')
    .default('')
    .test('no-control', 'Directions contain an invalid character.', (v) => v === undefined || !hasForbiddenCharacter(v)),
  geo: yup
    .object({
      latitude: coordinate('latitude', INDIA_BOUNDS.south, INDIA_BOUNDS.north),
      longitude: coordinate('longitude', INDIA_BOUNDS.west, INDIA_BOUNDS.east),
    })
    .required('The map position is required.'),
  officeHours: yup
    .object({
      days: yup
        .array()
        .strict()
        .of(
          yup
            .string()
            .oneOf([...WEEKDAYS], 'Office days must be days of the week.')
            .required(),
        )
        .min(1, 'Choose at least one office day.')
        .required('Choose at least one office day.')
        .test('unique', 'Each office day may appear once.', (days) => !days || new Set(days).size === days.length),
      opens: yup.string().strict().required('The opening time is required.').matches(CLOCK, 'Enter the opening time as HH:MM (24-hour).'),
      closes: yup
        .string()
        .strict()
        .required('The closing time is required.')
        .matches(CLOCK, 'Enter the closing time as HH:MM (24-hour).')
        .test('after', 'The office must close after it opens.', function after(closes) {
          const opens: unknown = this.parent.opens;
          return typeof opens !== 'string' || !CLOCK.test(opens) || closes === undefined || closes > opens;
        }),
    })
    .required('The office hours are required.'),
  social: yup
    .array()
    .strict()
    .typeError('Social links must be a list.')
    .of(
      yup.object({
        name: yup
          .string()
          .strict()
          .oneOf(
            Object.keys(SOCIAL_NETWORKS) as SocialNetwork[],
            `A social link's network must be one of ${Object.keys(SOCIAL_NETWORKS).join(', ')}.`,
          )
          .required("A social link's network is required."),
        url: yup
          .string()
          .strict()
          .required("A social link's address is required.")
          .max(300, 'A social link must be at most 300 characters.')
          .test('host', "Each social link must be an https address on its network's own site.", function onNetwork(url) {
            const name: unknown = this.parent.name;
            if (url === undefined || typeof name !== 'string' || !Object.hasOwn(SOCIAL_NETWORKS, name)) return true;
            return isOnHost(url, SOCIAL_NETWORKS[name as SocialNetwork]);
          }),
      }),
    )
    .max(10, 'At most 10 social links.')
    .required('Social links must be a list.'),
  grievance: yup
    .object({
      name: requiredText('Grievance officer', 120),
      email: contactEmail("The grievance officer's e-mail"),
      phone: phoneFact("The grievance officer's phone"),
    })
    .required('The grievance contact is required.'),
  version: versionSchema,
});
export type SiteContactInput = yup.InferType<typeof siteContactSchema>;

/** One figure's rules: a value needs its basis, unless the site counts it (only a figure it can count). */
const figureSchema = (key: FigureKey) =>
  yup
    .object({
      // Not strict: a strict field takes no default, and a figure sent without its value (or basis) is an empty one.
      value: yup
        .string()
        .typeError('A figure is text, as "95%" or "500+".')
        .max(FIGURE_VALUE_MAX, `A figure is at most ${FIGURE_VALUE_MAX} characters, as "95%" or "500+".`)
        .default(''),
      basis: yup
        .string()
        .typeError('A basis is text.')
        .max(FIGURE_BASIS_MAX, `A basis is at most ${FIGURE_BASIS_MAX} characters.`)
        .default('')
        .test('no-control', 'The basis contains an invalid character.', (v) => v === undefined || !hasForbiddenCharacter(v))
        .test('basis', FIGURE_BASIS_MESSAGE, function basisGiven(basis) {
          const value: unknown = this.parent.value;
          return this.parent.counted === true || typeof value !== 'string' || value.trim() === '' || (basis ?? '').trim() !== '';
        }),
      counted: yup
        .boolean()
        .strict()
        .typeError('Counted must be true or false.')
        .default(false)
        .test('countable', NOT_COUNTABLE_MESSAGE, (counted) => counted !== true || COUNTED_FIGURES[key] !== undefined),
    })
    .required('Every figure is required (an empty value hides it).');

/** The body of saving the headline figures: each with its basis, or an empty value to hide it. */
export const siteFiguresSchema = yup.object({
  figures: yup
    .object(Object.fromEntries(FIGURE_KEYS.map((k) => [k, figureSchema(k)])) as Record<FigureKey, ReturnType<typeof figureSchema>>)
    .required('The figures are required.'),
  version: versionSchema,
});
export type SiteFiguresInput = yup.InferType<typeof siteFiguresSchema>;

/** The body of saving the home and about pages' texts: every text, plain (a blank line between paragraphs). */
export const pageCopySchema = yup.object({
  copy: yup
    .object(
      Object.fromEntries(
        PAGE_COPY_KEYS.map((k) => {
          const { label, max, items } = PAGE_COPY_FIELDS[k];
          // Shown as text (React escapes it), so markup in it is never HTML.
          const text = requiredText(label, max);
          return [
            k,
            items
              ? text.test('items', function fitsLayout(v) {
                  const problem = v === undefined ? null : itemsProblem(label, v, items);
                  return problem === null || this.createError({ message: problem });
                })
              : text,
          ];
        }),
      ) as Record<PageCopyKey, ReturnType<typeof requiredText>>,
    )
    .required('The page texts are required.'),
  version: versionSchema,
});
export type PageCopyInput = yup.InferType<typeof pageCopySchema>;
