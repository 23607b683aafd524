import { bigint, date, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** The app_settings row holding the privacy policy's effective date (YYYY-MM-DD). */
export const PRIVACY_EFFECTIVE_KEY = 'privacy_policy_effective';
/** The enquiry forms' extra course names (a JSON array), saved with their own version. */
export const LEAD_COURSE_EXTRAS_KEY = 'lead_course_extras';
/** The institute's contact facts (a JSON object, contract/site.ts SiteContact), saved with their own version. */
export const SITE_CONTACT_KEY = 'site_contact';
/** The headline figures with their bases (a JSON object, contract/figures.ts), saved with their own version. */
export const SITE_FIGURES_KEY = 'site_figures';
/** The home and about pages' texts (a JSON object, contract/page-copy.ts), saved with their own version and kept in setting_revisions. */
export const PAGE_COPY_KEY = 'page_copy';
/** How long personal data is kept (a JSON object, contract/retention.ts), saved with its own version. */
export const RETENTION_KEY = 'retention';
/** The e-mails a visitor gets at once (a JSON object, contract/mail-templates.ts), saved with their own version. */
export const MAIL_TEMPLATES_KEY = 'mail_templates';
/** The leads pipeline's settings (issue 43): the first call's time limit and the morning digest's time (contract/lead-tasks.ts). */
export const LEAD_PIPELINE_KEY = 'lead_pipeline';
/** The Hyderabad day the retention job last ran (the lease that makes it run once a day on one instance). */
export const RETENTION_LAST_RUN_KEY = 'retention_last_run';

/**
 * Key/value settings: the server's own (the generated admin code, seed markers) and the site's that an
 * admin edits (the privacy policy's effective date), whose `version` guards concurrent edits.
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/**
 * Every saved version of a setting whose earlier versions staff may bring back (the page texts): written in
 * the save's transaction, never changed after.
 */
export const settingRevisions = pgTable(
  'setting_revisions',
  {
    key: text('key').notNull(),
    version: integer('version').notNull(),
    value: text('value').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.version] })],
);

/** Fixed-window counters shared by every app instance on the same database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Real visitors' page speed (issue 44): how many page views of a day (Hyderabad) had a metric's value in each
 * histogram bucket (contract/web-vitals.ts), per public page pattern, device class and connection type. No row
 * is a visit: a flood of reports only raises counts, and the table is bounded by its key's values.
 */
export const webVitalsDaily = pgTable(
  'web_vitals_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    route: text('route').notNull(),
    metric: text('metric').notNull(),
    device: text('device').notNull(),
    connection: text('connection').notNull(),
    bucket: smallint('bucket').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.route, t.metric, t.device, t.connection, t.bucket] })],
);

/** One row per cached public resource; a write bumps the version so every instance drops its cache. */
export const contentVersions = pgTable('content_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
