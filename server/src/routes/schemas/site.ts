import type { SiteSettingsDto } from '@contract';
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

export const siteSettingsSchemaOut = {
  $id: 'SiteSettings',
  type: 'object',
  required: ['privacyPolicyEffective', 'version', 'updatedAt', 'leadCourseExtras'],
  properties: {
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

export type SiteSchemaChecks = Assert<Agrees<typeof siteSettingsSchemaOut, SiteSettingsDto>>;
