import * as yup from 'yup';
import { hasForbiddenCharacter, versionSchema } from './validation';

/*
 * The e-mails a visitor gets at once (issue 43), written by staff in the admin: each kind has a subject
 * and a body with named fields in braces ({name}, {course} …) that the server fills for each person.
 * A line that holds only a field with nothing to say (no open batch, no brochure) is left out. The
 * line with the person's data rights and the calendar invitation are added by the server, always.
 */

export const MAIL_TEMPLATE_KINDS = [
  'call-back-confirmation',
  'workshop-confirmation',
  'workshop-waitlist',
  'workshop-reminder',
  'workshop-seat',
  'workshop-changed',
  'workshop-cancelled',
  'registration-cancelled',
] as const;
export type MailTemplateKind = (typeof MAIL_TEMPLATE_KINDS)[number];

export interface MailTemplate {
  subject: string;
  body: string;
}

export interface MailTemplateField {
  name: string;
  /** What the server puts there, as staff read it in the editor. */
  description: string;
  /** What a preview and a test send show for it. */
  sample: string;
}

const field = (name: string, description: string, sample: string): MailTemplateField => ({ name, description, sample });
const NAME = field('name', "The person's name, as they wrote it.", 'Asha Rao');
const INSTITUTE = field('institute', "The institute's name (Site settings).", 'ITX');
const PHONE = field('phone', 'The main phone number (Site settings).', '+91 90000 12345');
const HOURS = field('hours', 'The office hours (Site settings).', 'Monday to Saturday, 9:30 am to 7:00 pm');
const WORKSHOP = field('workshop', "The workshop's title.", 'Git in a Morning');
const WHEN = field('when', "The workshop's day and time, Hyderabad time.", 'Sat, 9 Jan 2027, 10:00 am – 1:00 pm IST');
const WHERE = field(
  'where',
  'The campus address (Site settings).',
  'ITX, 3rd Floor, Cyber Heights, Road No. 2, HITEC City, Hyderabad 500081',
);
const LINK = field('link', "The workshop's page on the site.", 'https://itxhyderabad.in/workshops/git-in-a-morning');
const CANCEL = field(
  'cancel',
  'A line with the link that cancels the registration and frees the seat.',
  'Cannot come? Cancel your registration here, and your seat goes to the next person waiting: https://itxhyderabad.in/workshop-registration/…',
);
const SESSION = field('session', 'A line naming the chosen session; empty when the workshop has one session.', 'Session: Morning batch');

/** The fields each kind of e-mail may use, in the order the editor lists them. */
export const MAIL_TEMPLATE_FIELDS: Record<MailTemplateKind, readonly MailTemplateField[]> = {
  'call-back-confirmation': [
    NAME,
    field('course', 'The course the person asked about, as they chose it.', 'Python Full Stack Development'),
    field(
      'batch',
      "A line on the course's next open batch; empty (the line is left out) when the course has none open or is not in the catalogue.",
      'Next batch: starts January 4, 2027 (Weekdays, 7:00 AM – 9:00 AM, classroom); apply by December 30, 2026.',
    ),
    field(
      'brochure',
      "A line with the course brochure's download link (it works for 24 hours); empty when the course is not in the catalogue.",
      'Course brochure (PDF, the link works for 24 hours): https://itxhyderabad.in/api/courses/python-full-stack/brochure.pdf?t=…',
    ),
    HOURS,
    PHONE,
    INSTITUTE,
  ],
  'workshop-confirmation': [NAME, WORKSHOP, WHEN, SESSION, WHERE, LINK, CANCEL, INSTITUTE],
  'workshop-waitlist': [NAME, WORKSHOP, WHEN, WHERE, LINK, CANCEL, INSTITUTE],
  'workshop-reminder': [
    NAME,
    WORKSHOP,
    field('soon', 'How soon it starts: "tomorrow" (24 hours ahead) or "in 2 hours".', 'tomorrow'),
    WHEN,
    SESSION,
    WHERE,
    LINK,
    CANCEL,
    INSTITUTE,
  ],
  'workshop-seat': [NAME, WORKSHOP, WHEN, SESSION, WHERE, LINK, CANCEL, INSTITUTE],
  'workshop-changed': [NAME, WORKSHOP, WHEN, WHERE, LINK, CANCEL, INSTITUTE],
  'workshop-cancelled': [NAME, WORKSHOP, WHEN, INSTITUTE],
  'registration-cancelled': [NAME, WORKSHOP, WHEN, INSTITUTE],
};

/** What each kind is, as the editor names it. */
export const MAIL_TEMPLATE_LABELS: Record<MailTemplateKind, { title: string; when: string }> = {
  'call-back-confirmation': {
    title: 'Call-back and demo request',
    when: 'Sent at once to a visitor who asks for a call back or a demo class.',
  },
  'workshop-confirmation': {
    title: 'Workshop registration',
    when: 'Sent at once to a workshop registrant who has a seat, with the calendar invitation attached.',
  },
  'workshop-waitlist': {
    title: 'Workshop waitlist',
    when: 'Sent at once to a registrant of a full workshop: they are on the waitlist.',
  },
  'workshop-reminder': {
    title: 'Workshop reminder',
    when: 'Sent 24 hours and 2 hours before a workshop starts to each registrant with a seat (the 24-hour one only to those who registered earlier).',
  },
  'workshop-seat': {
    title: 'A seat from the waitlist',
    when: 'Sent when someone cancels and the first person on the waitlist gets their seat, with the calendar invitation.',
  },
  'workshop-changed': {
    title: 'Workshop time changed',
    when: "Sent to every registrant when staff change a workshop's start or end, with the updated calendar invitation.",
  },
  'workshop-cancelled': {
    title: 'Workshop cancelled',
    when: 'Sent to every registrant when staff delete a workshop that has not ended; the calendar event is cancelled.',
  },
  'registration-cancelled': {
    title: 'Registration cancelled',
    when: 'Sent to a registrant who cancels from the link in their e-mail; the calendar event is cancelled.',
  },
};

/** The seeded texts; "Restore the original text" brings them back. */
export const DEFAULT_MAIL_TEMPLATES: Record<MailTemplateKind, MailTemplate> = {
  'call-back-confirmation': {
    subject: 'We have your request: {course}',
    body: [
      'Hello {name},',
      '',
      'Thank you for your interest in {course}. A counsellor will call you back within office hours ({hours}).',
      '',
      '{batch}',
      '{brochure}',
      '',
      'If you would rather call us first: {phone}.',
      '',
      '{institute}',
    ].join('\n'),
  },
  'workshop-confirmation': {
    subject: 'You are registered: {workshop}, {when}',
    body: [
      'Hello {name},',
      '',
      'Thank you for registering for {workshop}.',
      '',
      'When: {when}',
      '{session}',
      'Where: {where}',
      '',
      'The calendar invitation is attached. Bring a laptop; everything else is provided.',
      '{link}',
      '',
      '{cancel}',
      '',
      '{institute}',
    ].join('\n'),
  },
  'workshop-waitlist': {
    subject: 'Waitlist: {workshop}, {when}',
    body: [
      'Hello {name},',
      '',
      'This workshop is fully booked: you are on the waitlist, and we will call you if a seat opens.',
      '',
      '{workshop}',
      '{when}',
      '{where}',
      '',
      '{link}',
      '',
      '{cancel}',
      '',
      '{institute}',
    ].join('\n'),
  },
  'workshop-reminder': {
    subject: 'Reminder: {workshop} starts {soon}',
    body: [
      'Hello {name},',
      '',
      '{workshop} starts {soon}.',
      '',
      'When: {when}',
      '{session}',
      'Where: {where}',
      '',
      'Bring a laptop; everything else is provided.',
      '{link}',
      '',
      '{cancel}',
      '',
      '{institute}',
    ].join('\n'),
  },
  'workshop-seat': {
    subject: 'A seat is yours: {workshop}, {when}',
    body: [
      'Hello {name},',
      '',
      'A seat has opened up in {workshop}, and it is yours: you are no longer on the waitlist.',
      '',
      'When: {when}',
      '{session}',
      'Where: {where}',
      '',
      'The calendar invitation is attached.',
      '{link}',
      '',
      '{cancel}',
      '',
      '{institute}',
    ].join('\n'),
  },
  'workshop-changed': {
    subject: 'New time: {workshop}, {when}',
    body: [
      'Hello {name},',
      '',
      'The time of {workshop} has changed. It is now:',
      '',
      'When: {when}',
      'Where: {where}',
      '',
      'The updated calendar invitation is attached: it replaces the earlier one in your calendar.',
      '{link}',
      '',
      '{cancel}',
      '',
      '{institute}',
    ].join('\n'),
  },
  'workshop-cancelled': {
    subject: 'Cancelled: {workshop}, {when}',
    body: [
      'Hello {name},',
      '',
      'We are sorry: {workshop} ({when}) has been cancelled. Your calendar event is cancelled with this e-mail.',
      '',
      '{institute}',
    ].join('\n'),
  },
  'registration-cancelled': {
    subject: 'Registration cancelled: {workshop}',
    body: [
      'Hello {name},',
      '',
      'Your registration for {workshop} ({when}) is cancelled, as you asked. Your calendar event is cancelled with this e-mail.',
      '',
      '{institute}',
    ].join('\n'),
  },
};

export const MAIL_SUBJECT_MAX = 150;
export const MAIL_BODY_MAX = 5000;

const FIELD_PATTERN = /\{([a-z]+)\}/g;

/** The field names `text` uses that `kind` does not have. */
export function unknownMailFields(kind: MailTemplateKind, text: string): string[] {
  const known = new Set(MAIL_TEMPLATE_FIELDS[kind].map((f) => f.name));
  return [...new Set([...text.matchAll(FIELD_PATTERN)].map((m) => m[1] ?? ''))].filter((n) => !known.has(n));
}

/**
 * The template with its fields filled: `{field}` becomes its value (a value of several lines keeps them);
 * a line that holds only fields, all empty, is left out, and the blank lines left around it fold into one.
 */
export function fillMailTemplate(text: string, values: Readonly<Record<string, string>>): string {
  const lines: string[] = [];
  for (const line of text.split('\n')) {
    const onlyFields = line.replace(FIELD_PATTERN, '').trim() === '' && /\{[a-z]+\}/.test(line);
    const filled = line.replace(FIELD_PATTERN, (whole, name: string) => values[name] ?? whole);
    if (onlyFields && filled.trim() === '') continue;
    if (filled.trim() === '' && (lines.length === 0 || lines[lines.length - 1] === '')) continue;
    lines.push(filled.trim() === '' ? '' : filled);
  }
  while (lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}

/** The sample values the editor's preview and a test send fill in. */
export const sampleMailValues = (kind: MailTemplateKind): Record<string, string> =>
  Object.fromEntries(MAIL_TEMPLATE_FIELDS[kind].map((f) => [f.name, f.sample]));

/** A yup test: the text uses only the fields of `kind`, else it names the unknown ones and the known. */
const knownFields = (kind: MailTemplateKind): yup.TestConfig<string | undefined> => ({
  name: 'fields',
  test(v) {
    const unknown = unknownMailFields(kind, v ?? '');
    return unknown.length === 0 || this.createError({ message: unknownMessage(kind, unknown) });
  },
});

/** One template of `kind`: a subject of one line and a text, using only that kind's fields. */
export const mailTemplateSchema = (kind: MailTemplateKind) =>
  yup.object({
    subject: yup
      .string()
      .trim()
      .required('The subject is required.')
      .max(MAIL_SUBJECT_MAX, `The subject must be at most ${MAIL_SUBJECT_MAX} characters.`)
      .test('one-line', 'The subject must be one line.', (v) => v === undefined || !/[\r\n]/.test(v))
      .test('no-control', 'The subject contains an invalid character.', (v) => v === undefined || !hasForbiddenCharacter(v))
      .test(knownFields(kind)),
    body: yup
      .string()
      .trim()
      .required('The text is required.')
      .max(MAIL_BODY_MAX, `The text must be at most ${MAIL_BODY_MAX} characters.`)
      .test('no-control', 'The text contains an invalid character.', (v) => v === undefined || !hasForbiddenCharacter(v))
      .test(knownFields(kind)),
  });

function unknownMessage(kind: MailTemplateKind, unknown: string[]): string {
  const names = MAIL_TEMPLATE_FIELDS[kind].map((f) => `{${f.name}}`).join(', ');
  return `${unknown.map((n) => `{${n}}`).join(', ')} is not a field of this e-mail. Its fields: ${names}.`;
}

/** PUT ADMIN_MAIL_API.templates: every template at once, with the version the admin saw. */
export const mailTemplatesSchema = yup.object({
  templates: yup
    .object({
      'call-back-confirmation': mailTemplateSchema('call-back-confirmation').required(),
      'workshop-confirmation': mailTemplateSchema('workshop-confirmation').required(),
      'workshop-waitlist': mailTemplateSchema('workshop-waitlist').required(),
      'workshop-reminder': mailTemplateSchema('workshop-reminder').required(),
      'workshop-seat': mailTemplateSchema('workshop-seat').required(),
      'workshop-changed': mailTemplateSchema('workshop-changed').required(),
      'workshop-cancelled': mailTemplateSchema('workshop-cancelled').required(),
      'registration-cancelled': mailTemplateSchema('registration-cancelled').required(),
    })
    .required('Send every template.'),
  version: versionSchema,
});
export type MailTemplatesInput = yup.InferType<typeof mailTemplatesSchema>;

/** POST ADMIN_MAIL_API.test: one template, sent with the sample values to the signed-in admin. */
export const mailTemplateTestSchema = yup.object({
  kind: yup
    .string()
    .required('Choose the e-mail to test.')
    .oneOf([...MAIL_TEMPLATE_KINDS], 'Unknown e-mail.'),
  subject: yup.string().required('The subject is required.'),
  body: yup.string().required('The text is required.'),
});

/** GET ADMIN_MAIL_API.templates. */
export interface MailTemplatesDto {
  templates: Record<MailTemplateKind, MailTemplate>;
  /** False while the templates are the seeded ones. */
  custom: boolean;
  version: number;
  updatedAt: string | null;
}

/** The admin page of the e-mails, part of Site settings (here, not in ROUTES: a visitor's first page does not carry it). */
export const MAIL_TEMPLATES_PAGE = '/admin/settings/emails';

/** The admin's mail endpoints (kept out of the public client's path table: the editor's own segment names them). */
export const ADMIN_MAIL_API = {
  templates: '/api/admin/mail-templates',
  test: '/api/admin/mail-templates/test',
} as const;
