import {
  FIGURE_KEYS,
  MAIL_TEMPLATE_KINDS,
  type MailTemplatesDto,
  PAGE_COPY_KEYS,
  SOCIAL_NETWORKS,
  type PageCopyRevisionDto,
  WEEKDAYS,
  type SiteContactDto,
  type SiteFiguresDto,
  type SiteSettingsDto,
} from '@contract';
import { dateTime, nullable, str, type Agrees, type Assert } from '../../openapi/schema';

/** The probes' and the site settings' answers (routes/health.ts, routes/ops.ts, routes/api/site-settings.ts, routes/admin/site-settings.ts). */

export const healthSchema = {
  $id: 'Health',
  type: 'object',
  required: ['status'],
  properties: {
    status: { type: 'string', enum: ['ok', 'ready', 'unavailable'] },
    message: str,
    requestId: { type: 'string', description: "The answer's X-Request-Id, for the operator's log (when not ready)." },
  },
  additionalProperties: false,
} as const;

const obj = <P extends Record<string, unknown>>(properties: P) =>
  ({ type: 'object', required: Object.keys(properties), properties, additionalProperties: false }) as const;

const contactProperties = {
  name: str,
  legalName: str,
  tagline: str,
  email: str,
  phones: { type: 'array', items: str, description: 'As shown, with the country code; the first is the main one.' },
  whatsapp: str,
  address: obj({ street: str, locality: str, region: str, postalCode: str, country: { type: 'string', enum: ['IN'] } }),
  directions: { type: 'string', description: 'How to find the campus; empty: not shown.' },
  geo: obj({ latitude: { type: 'number' }, longitude: { type: 'number' } }),
  officeHours: obj({
    days: { type: 'array', items: { type: 'string', enum: [...WEEKDAYS] } },
    opens: { type: 'string', description: 'HH:MM, Hyderabad time.' },
    closes: { type: 'string', description: 'HH:MM, Hyderabad time.' },
  }),
  social: { type: 'array', items: obj({ name: { type: 'string', enum: Object.keys(SOCIAL_NETWORKS) }, url: str }) },
  grievance: obj({ name: str, email: str, phone: str }),
  custom: { type: 'boolean', description: 'False while they are the seeded samples.' },
  version: { type: 'integer', minimum: 0 },
  updatedAt: nullable(dateTime),
} as const;
const figure = obj({
  value: str,
  basis: { type: 'string', description: 'Who was counted, over what period, and how.' },
  counted: { type: 'boolean', description: 'Counted by the site from what it holds (hiring partners, workshops held), its basis with it.' },
});
const figuresProperties = {
  figures: {
    type: 'object',
    required: [...FIGURE_KEYS],
    properties: Object.fromEntries(FIGURE_KEYS.map((k) => [k, figure])),
    additionalProperties: false,
    description: 'Each headline figure with its basis; an empty value is not shown.',
  },
  custom: { type: 'boolean', description: "False while they are the product brief's samples." },
  version: { type: 'integer', minimum: 0 },
  updatedAt: nullable(dateTime),
} as const;
type FiguresChecks = Assert<
  Agrees<{ properties: typeof figuresProperties; required: readonly (keyof typeof figuresProperties)[] }, SiteFiguresDto>
>;

/** The page texts, each plain text (a blank line between paragraphs). */
const pageCopy = {
  type: 'object',
  required: [...PAGE_COPY_KEYS],
  properties: Object.fromEntries(PAGE_COPY_KEYS.map((k) => [k, str])) as Record<(typeof PAGE_COPY_KEYS)[number], typeof str>,
  additionalProperties: false,
} as const;

export const pageCopyRevisionSchemaOut = {
  $id: 'PageCopyRevision',
  type: 'object',
  required: ['version', 'savedAt', 'copy'],
  properties: { version: { type: 'integer', minimum: 1 }, savedAt: dateTime, copy: pageCopy },
  additionalProperties: false,
} as const;

const contactRequired = Object.keys(contactProperties) as (keyof typeof contactProperties)[];
type ContactChecks = Assert<
  Agrees<{ properties: typeof contactProperties; required: readonly (keyof typeof contactProperties)[] }, SiteContactDto>
>;

export const siteSettingsSchemaOut = {
  $id: 'SiteSettings',
  type: 'object',
  required: ['privacyPolicyEffective', 'version', 'updatedAt', 'leadCourseExtras', 'contact', 'figures', 'copy', 'retention'],
  properties: {
    retention: {
      type: 'object',
      description: 'How long personal data is kept, in months (the defaults until staff save their own); the daily job applies them.',
      required: ['callBackMonths', 'applicationMonths', 'workshopMonths', 'accessLogMonths', 'version'],
      properties: {
        callBackMonths: { type: 'integer', minimum: 1, description: 'Call-back and demo enquiries, after their last activity.' },
        applicationMonths: { type: 'integer', minimum: 1, description: 'Job applications and CVs, after the job closed.' },
        workshopMonths: { type: 'integer', minimum: 1, description: 'Workshop registrations, after the workshop.' },
        accessLogMonths: { type: 'integer', minimum: 12, description: 'The access log of personal data.' },
        version: { type: 'integer', minimum: 0 },
      },
      additionalProperties: false,
    },
    copy: {
      type: 'object',
      description: "The home and about pages' texts (the site's own until staff save theirs).",
      required: ['copy', 'custom', 'version', 'updatedAt'],
      properties: {
        copy: pageCopy,
        custom: { type: 'boolean', description: 'False while they are the texts the site was built with.' },
        version: { type: 'integer', minimum: 0 },
        updatedAt: nullable(dateTime),
      },
      additionalProperties: false,
    },
    figures: {
      type: 'object',
      description: 'The headline figures with their bases (the samples until staff save their own).',
      required: Object.keys(figuresProperties),
      properties: figuresProperties,
      additionalProperties: false,
    },
    contact: {
      type: 'object',
      description: "The institute's contact facts and identity (the seeded samples until staff save their own).",
      required: [...contactRequired],
      properties: contactProperties,
      additionalProperties: false,
    },
    leadCourseExtras: {
      type: 'object',
      required: ['names', 'custom', 'version', 'updatedAt'],
      description: "The enquiry forms' course names besides the catalogue's (the spec's names until staff save a list).",
      properties: {
        names: { type: 'array', items: str },
        custom: { type: 'boolean', description: 'False while staff have not saved a list.' },
        version: { type: 'integer', minimum: 0 },
        updatedAt: nullable(dateTime),
      },
      additionalProperties: false,
    },
    privacyPolicyEffective: {
      ...nullable({ type: 'string', format: 'date' } as const),
      description: 'The day the privacy policy took effect (YYYY-MM-DD); null until an admin sets one.',
    },
    version: { type: 'integer', minimum: 0, description: 'Send it back with a save; 0 when never saved.' },
    updatedAt: { ...nullable(dateTime), description: 'When the settings were last saved; null when never.' },
  },
  additionalProperties: false,
} as const;

export type SiteSchemaChecks = [
  Assert<Agrees<typeof siteSettingsSchemaOut, SiteSettingsDto>>,
  Assert<Agrees<typeof pageCopyRevisionSchemaOut, PageCopyRevisionDto>>,
  ContactChecks,
  FiguresChecks,
];

const mailTemplate = obj({ subject: str, body: { type: 'string', description: 'Plain text; {field} names a field the server fills.' } });
const mailTemplatesProperties = {
  templates: {
    type: 'object',
    required: [...MAIL_TEMPLATE_KINDS],
    properties: Object.fromEntries(MAIL_TEMPLATE_KINDS.map((k) => [k, mailTemplate])),
    additionalProperties: false,
  },
  custom: { type: 'boolean', description: 'False while they are the seeded texts.' },
  version: { type: 'integer', minimum: 0 },
  updatedAt: nullable(dateTime),
} as const;
export type MailTemplatesChecks = Assert<
  Agrees<{ properties: typeof mailTemplatesProperties; required: readonly (keyof typeof mailTemplatesProperties)[] }, MailTemplatesDto>
>;

/** GET/PUT ADMIN_MAIL_API.templates: the e-mails a visitor gets at once, as staff wrote them. */
export const mailTemplatesSchemaOut = {
  $id: 'MailTemplates',
  type: 'object',
  required: Object.keys(mailTemplatesProperties),
  properties: mailTemplatesProperties,
  additionalProperties: false,
} as const;
