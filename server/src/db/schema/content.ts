import type { CourseDetails, CourseHero, CourseInstructor } from '@contract';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { bytea } from './types';

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'call-back' (form 5), 'workshop' (form 13) or 'job-application'. */
    form: text('form').notNull(),
    formId: text('form_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    /** Course of interest, workshop title, or job title. */
    interest: text('interest').notNull(),
    session: text('session'),
    /** A job applicant's note (form 21). */
    message: text('message'),
    refSlug: text('ref_slug'),
    sourcePage: text('source_page'),
    utm: jsonb('utm').$type<Record<string, string>>().notNull().default({}),
    status: text('status').notNull().default('new'),
    /** Why a lost lead (status 'closed') was lost: one of the pipeline settings' reasons when it was chosen; null: none. */
    lostReason: text('lost_reason'),
    /** A workshop registration taken while the workshop was fully booked. */
    waitlist: boolean('waitlist').notNull().default(false),
    /** A workshop registration its registrant cancelled from the link in their e-mail (issue 43): it holds no seat. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why a counsellor should look (LeadFlag): a course not in the catalogue, an unknown session label; such a registration holds no seat. */
    flag: text('flag'),
    /** The admin (counsellor) who follows this lead up; null: unassigned. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The Hyderabad calendar day of the next follow-up call (YYYY-MM-DD); null: none planned. */
    followUpOn: date('follow_up_on', { mode: 'string' }),
    /** The privacy notice's version the form showed (issue 42; 0: the original texts); null: not recorded (an API call). */
    noticeVersion: integer('notice_version'),
    /** The person ticked "news about courses and offers" (never by default). */
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** Why this lead is kept whatever the retention rules say (issue 42); null: no hold. */
    legalHold: text('legal_hold'),
    /** Hash of the submission's fields; a repeat within 10 minutes folds into the first. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leads_fingerprint_idx').on(t.fingerprint, t.createdAt),
    index('leads_created_idx').on(t.createdAt),
    index('leads_status_idx').on(t.status, t.createdAt),
    index('leads_owner_idx').on(t.ownerId),
    index('leads_follow_up_idx').on(t.followUpOn),
    // A workshop's seats taken and waitlist: counted per workshop on its pages and the dashboard.
    index('leads_ref_idx').on(t.form, t.refSlug),
    // A course's leads (call-back form, by course name): counted on every row of the admin course list.
    index('leads_interest_idx').on(t.form, t.interest),
    // One person's leads (issue 43): the lead drawer lists the others with the same e-mail or phone.
    index('leads_email_lower_idx').on(sql`lower(${t.email})`),
    index('leads_phone_idx').on(t.countryCode, t.phone),
    // The inbox search (`ILIKE '%…%'` on each of these, lead-inbox-repository.ts): trigram indexes answer it
    // from the index instead of reading every lead (250 ms of PostgreSQL's time per search on 100,000 leads).
    index('leads_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('leads_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('leads_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
    index('leads_interest_trgm_idx').using('gin', t.interest.op('gin_trgm_ops')),
  ],
);

/**
 * A file a visitor sent with a lead (issue 21): a job applicant's CV, PDF or DOCX up to 5 MB, its type
 * checked by its bytes. Kept with the lead (deleted with it) and downloadable from the lead's drawer.
 */
export const leadFiles = pgTable(
  'lead_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** 'cv' today. */
    kind: text('kind').notNull(),
    /** The visitor's file name, cleaned for a Content-Disposition header. */
    fileName: text('file_name').notNull(),
    /** 'application/pdf' or 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', from the bytes. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_files_lead_idx').on(t.leadId)],
);

/**
 * A lead file's bytes in pieces of 256 KiB (FILE_CHUNK_BYTES in leads-repository.ts), numbered from 0: written one statement per piece
 * and read back one piece at a time, so neither the embedded database (whose WebAssembly memory grows
 * to its largest statement and never shrinks) nor the server ever handles a whole CV in one go.
 */
export const leadFileChunks = pgTable(
  'lead_file_chunks',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => leadFiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);

/** A counsellor's note on a lead: who wrote it (the name is kept if the account goes) and when. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_notes_lead_idx').on(t.leadId, t.createdAt)],
);

/**
 * A lead's history: one row per change (created, status, owner, follow-up, note), with who made it.
 * `fromValue`/`toValue` are the values as shown (a status, an owner's name, a day).
 */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null for the visitor's own submission. */
    actorName: text('actor_name'),
    kind: text('kind').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_events_lead_idx').on(t.leadId, t.createdAt)],
);

/**
 * A follow-up task on a lead (issue 43): due at an instant (staff give it in Hyderabad time), owned by a
 * counsellor, done once marked so. The names are kept as written (an account may go).
 */
export const leadTasks = pgTable(
  'lead_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneByName: text('done_by_name'),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lead_tasks_lead_idx').on(t.leadId, t.dueAt),
    // "My day" and the morning digest: each owner's open tasks by due time.
    index('lead_tasks_owner_open_idx')
      .on(t.ownerId, t.dueAt)
      .where(sql`${t.doneAt} is null`),
  ],
);

/**
 * Two leads staff said are one person although neither e-mail nor phone matched (issue 43). Neither lead is
 * changed: the drawer lists both people's leads as one until the merge is undone; an undone merge keeps its row
 * (undoneAt, undoneByName) as the record of what was done.
 */
export const leadMerges = pgTable(
  'lead_merges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    otherLeadId: uuid('other_lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    mergedByName: text('merged_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneByName: text('undone_by_name'),
  },
  (t) => [
    index('lead_merges_lead_idx').on(t.leadId),
    index('lead_merges_other_idx').on(t.otherLeadId),
    // One live merge per pair, whichever side it was made from: two admins merging the same pair at once make one.
    uniqueIndex('lead_merges_pair_idx')
      .on(sql`least(${t.leadId}, ${t.otherLeadId})`, sql`greatest(${t.leadId}, ${t.otherLeadId})`)
      .where(sql`${t.undoneAt} is null`),
  ],
);

/** One delivery of a new lead to the CRM webhook (LEAD_WEBHOOK_URL): retried with backoff until delivered or given up. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** 'pending' (waiting for an attempt), 'delivered' or 'failed' (gave up after the last attempt). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt), index('webhook_deliveries_created_idx').on(t.createdAt)],
);

/**
 * The mail outbox (issue 43): every e-mail to a visitor, and the admissions notice, is queued here (a lead's in
 * the lead's own transaction), then sent by one instance's worker, retried with backoff until sent or given up.
 * A lead's mail goes with the lead (an erasure leaves none of it).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    /** What it is: 'call-back-confirmation', 'workshop-confirmation', 'workshop-waitlist', 'admissions', 'template-test'. */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** A calendar invitation sent with it (the .ics text, its file name and method). */
    calendar: jsonb('calendar').$type<{ filename: string; method: string; content: string }>(),
    /** 'pending' (waiting for an attempt), 'sent' or 'failed' (gave up after the last attempt). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Set for an e-mail that must be queued once only (a workshop reminder): a second insert with it adds nothing. */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt), index('mail_outbox_lead_idx').on(t.leadId)],
);

/** Every admin write: who, what, when (issue 20). `entity` names the domain (job, blog, lead, admin…), `summary` what changed. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** "POST /api/blogs/create-blog": the request that wrote. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    summary: text('summary').notNull(),
    /** The answer's status code: a refused write (409, 412, 400) is recorded too. */
    statusCode: integer('status_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

export const workshops = pgTable('workshops', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  /** Seats in all; null: not limited. */
  capacity: integer('capacity'),
  duration: text('duration').notNull(),
  sessions: jsonb('sessions').$type<string[]>().notNull().default([]),
  topics: jsonb('topics').$type<{ title: string }[]>().notNull().default([]),
  learningOutcomes: text('learning_outcomes').notNull(),
  careerPaths: jsonb('career_paths').$type<string[]>().notNull().default([]),
  image: text('image').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Starts at 1 and grows by one on every update: the single-item GET's ETag and an editor's If-Match. */
  version: integer('version').notNull().default(1),
});

/** An uploaded image, re-encoded; `hash` is the SHA-256 of the original bytes. */
export const images = pgTable('images', {
  hash: text('hash').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  widths: jsonb('widths').$type<number[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const imageVariants = pgTable(
  'image_variants',
  {
    hash: text('hash')
      .notNull()
      .references(() => images.hash, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    mime: text('mime').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hash, t.width] })],
);

export const blogs = pgTable('blogs', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  content: text('content').notNull(),
  imageHash: text('image_hash').references(() => images.hash, { onDelete: 'set null' }),
  imageAlt: text('image_alt').notNull().default(''),
  bannerImageHash: text('banner_image_hash').references(() => images.hash, { onDelete: 'set null' }),
  bannerImageAlt: text('banner_image_alt').notNull().default(''),
  /** The byline: who wrote the post (issue 21); the avatar is generated from the name. */
  authorName: text('author_name').notNull().default('ITX Editorial Team'),
  authorRole: text('author_role').notNull().default(''),
  /** The course the post's end call-to-action points to; null: matched by topic from the post's words. */
  courseSlug: text('course_slug'),
  /** 'draft' (admins only) or 'published'; a published post whose `publishedAt` is still ahead is scheduled. */
  status: text('status').notNull().default('published'),
  /** When the post is (or was) published; null for a draft never scheduled. Public iff published and this has passed. */
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Starts at 1 and grows by one on every update: the single-item GET's ETag and an editor's If-Match. */
  version: integer('version').notNull().default(1),
});

export const jobs = pgTable('jobs', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  location: text('location').notNull(),
  jobType: text('job_type').notNull(),
  experienceRequired: integer('experience_required').notNull(),
  isFresher: boolean('is_fresher').notNull(),
  jobDescription: text('job_description').notNull(),
  keyResponsibilities: jsonb('key_responsibilities').$type<string[]>().notNull(),
  salaryValue: integer('salary_value').notNull().default(25000),
  salaryCurrency: text('salary_currency').notNull().default('INR'),
  salaryUnit: text('salary_unit').notNull().default('MONTH'),
  validThrough: timestamp('valid_through', { withTimezone: true }).notNull(),
  /** The admin's open/closed switch: a closed job leaves the public site at once, whatever its validThrough. */
  open: boolean('open').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Starts at 1 and grows by one on every update: the single-item GET's ETag and an editor's If-Match. */
  version: integer('version').notNull().default(1),
});

/** A course of the catalogue (issue 19): the card's facts, its fee, its home-hero slide and its page's details. */
export const courses = pgTable('courses', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The short number shown as the course code (ITX-001); never reused. */
  code: integer('code').generatedAlwaysAsIdentity().notNull().unique(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  image: text('image').notNull(),
  /** The card picture's text alternative (issue 41); empty: "<title> course banner". */
  imageAlt: text('image_alt').notNull().default(''),
  rating: real('rating').notNull(),
  lessons: integer('lessons').notNull(),
  duration: text('duration').notNull(),
  /** A course saved before issue 21 lacks the trainer's experience, LinkedIn, bio and sample flag: the repository reads them as defaults. */
  instructor: jsonb('instructor').$type<Partial<CourseInstructor> & Pick<CourseInstructor, 'name' | 'role'>>().notNull(),
  feeInr: integer('fee_inr').notNull(),
  feeEmi: text('fee_emi'),
  feeScholarship: text('fee_scholarship'),
  leadCourse: text('lead_course').notNull(),
  hero: jsonb('hero').$type<CourseHero | null>(),
  details: jsonb('details').$type<CourseDetails>().notNull(),
  /** Deleted while leads asked about it: gone from the site, kept so its leads keep their course. */
  archived: boolean('archived').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Starts at 1 and grows by one on every update (a batch's too): the single-item GET's ETag and an editor's If-Match. */
  version: integer('version').notNull().default(1),
});

/** A batch of a course: real dates (Hyderabad calendar days), how and when it is taught. */
export const courseBatches = pgTable(
  'course_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    applyBy: date('apply_by', { mode: 'string' }).notNull(),
    mode: text('mode').notNull(),
    days: text('days').notNull(),
    timing: text('timing').notNull(),
    seats: integer('seats'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Starts at 1 and grows by one on every update of this batch: the batch dialog's If-Match, so two admins cannot overwrite each other. */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('course_batches_course_idx').on(t.courseId, t.startDate)],
);

/** A course's earlier addresses: an old slug answers 301 to the course's current one. */
export const courseSlugs = pgTable('course_slugs', {
  slug: text('slug').primaryKey(),
  courseId: uuid('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
});

/**
 * An alumni outcome (issue 21), managed in the admin area: a testimonial (a learner's words and an
 * optional 1-5 rating) or a placement story. Seeded ones are marked `sample` and say so on the site;
 * only published, non-sample testimonials with a rating back a course's Review/AggregateRating markup.
 */
export const alumniStories = pgTable(
  'alumni_stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'testimonial' or 'placement'. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** The course's slug; null: not tied to one course (shown on the home page only). */
    courseSlug: text('course_slug'),
    /** The batch as the learner names it ("Jan 2026 weekend batch"). */
    batch: text('batch').notNull().default(''),
    role: text('role').notNull(),
    company: text('company').notNull(),
    quote: text('quote').notNull(),
    /** 1 to 5 stars, a testimonial's only; null: no rating given. */
    rating: integer('rating'),
    published: boolean('published').notNull().default(true),
    /** Seed content shown to explain the section: labelled "Sample" on the site and never marked up as a review. */
    sample: boolean('sample').notNull().default(false),
    /**
     * The learner's written consent to publishing (issue 41, the coaching-advertisement guidelines): the Hyderabad day it
     * was given and its form ('signed-form' or 'email'). A real story without both is never on the site.
     */
    consentDate: date('consent_date', { mode: 'string' }),
    consentForm: text('consent_form'),
    /** An uploaded photo of the learner (issue 41), shown only with their consent like the rest; empty: initials. */
    photo: text('photo').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Starts at 1 and grows by one on every update: an editor's If-Match. */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('alumni_stories_course_idx').on(t.courseSlug, t.createdAt)],
);

/** A company that hires ITX learners (issue 21), shown by name or its uploaded logo; `sample` as for alumni stories. */
export const hiringPartners = pgTable('hiring_partners', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  /** An uploaded logo (issue 41), its text alternative the name; empty: the name is shown. */
  logo: text('logo').notNull().default(''),
  sample: boolean('sample').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
