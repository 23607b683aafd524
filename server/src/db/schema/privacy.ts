import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A "Your data" link (issue 42): mailed to the person, opened once within 30 minutes. Opening it sets a
 * second secret (the view's cookie), valid 30 minutes. `subject` is what they typed: "email:<address>" or
 * "phone:<digits with calling code>".
 */
export const privacyLinks = pgTable(
  'privacy_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    viewHash: text('view_hash'),
    viewExpiresAt: timestamp('view_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('privacy_links_subject_idx').on(t.subject)],
);

/**
 * A data principal's request (access, correction, withdrawal, erasure, nominee): kept as the law requires.
 * Once the person's data is erased, `subject` is null and `detail` holds no personal data (the tombstone).
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** 'open' or 'done'. */
    status: text('status').notNull(),
    subject: text('subject'),
    detail: text('detail').notNull(),
    /** A nominee's name and contact; counts of what an erasure removed. */
    data: jsonb('data').$type<Record<string, string | number>>().notNull().default({}),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    handledById: uuid('handled_by_id').references(() => users.id, { onDelete: 'set null' }),
    handledBy: text('handled_by'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('privacy_requests_subject_idx').on(t.subject), index('privacy_requests_status_idx').on(t.status, t.createdAt)],
);
