import type { RetentionCounts } from './retention';
import type { LeadForm } from './lead';
import type { CourseMode } from './course';
import type { LeadStageKind } from './lead-tasks';
import * as yup from 'yup';

/*
 * The admin dashboard (issue 20): the numbers that start a counsellor's day, every one of them counted by
 * the database (aggregate queries), never by loading leads. Days are Hyderabad calendar days (YYYY-MM-DD).
 */

/** Days the dashboard's chart and its by-course and by-source lists cover, today included. */
export const DASHBOARD_DAYS = 30;
/** At most this many rows in each of the by-course and by-source lists (the largest counts first). */
export const DASHBOARD_TOP = 10;
/** At most this many upcoming batches and upcoming workshops. */
export const DASHBOARD_UPCOMING = 8;
/** The source of a lead that carried no UTM source and no page. */
export const DIRECT_SOURCE = 'Direct';

/** Where a lead came from: its utm_source, else the page its form was on, else neither ("Direct"). */
export type LeadSourceKind = 'utm' | 'page' | 'direct';

export interface DashboardCount {
  label: string;
  count: number;
}

export interface DashboardSourceCount extends DashboardCount {
  kind: LeadSourceKind;
}

/** One Hyderabad day of the chart: that day's leads per form (0 when none). */
export interface DashboardDay {
  day: string;
  counts: Record<LeadForm, number>;
}

/** A batch still taking applications (its apply-by day is today or later in Hyderabad). */
export interface DashboardBatch {
  id: string;
  courseTitle: string;
  courseSlug: string;
  startDate: string;
  applyBy: string;
  mode: CourseMode;
  /** Seats in the batch; null when the institute does not limit them. */
  seats: number | null;
}

/** A workshop that has not ended, with its seats. */
export interface DashboardWorkshop {
  slug: string;
  title: string;
  startsAt: string;
  /** Seats in all; null when not limited. */
  capacity: number | null;
  /** Registrations holding a seat. */
  seatsTaken: number;
  /** Registrations taken while it was fully booked. */
  waitlist: number;
}

/** GET API.admin.dashboard. */
export interface DashboardDto {
  /** The Hyderabad calendar day the numbers are for. */
  today: string;
  /** Monday of this week (Hyderabad). */
  weekStart: string;
  newLeads: { today: number; thisWeek: number };
  /** Leads still at status 'new': nobody has called them yet. */
  awaitingFirstCall: number;
  /** Leads whose follow-up day is today or earlier, not enrolled or closed. */
  followUpsDue: number;
  /**
   * Leads of the last DASHBOARD_DAYS days stored with a flag, counted apart from `byCourse`: a course not in the
   * catalogue, a workshop session label that matched none.
   */
  flagged: { courseNotOffered: number; sessionNotListed: number };
  /** Call-back leads of the last DASHBOARD_DAYS days by the catalogue course they asked about, most first. */
  byCourse: DashboardCount[];
  /** Leads of the last DASHBOARD_DAYS days by source, most first. */
  bySource: DashboardSourceCount[];
  /** The last DASHBOARD_DAYS days, oldest first, each with its leads per form. */
  perDay: DashboardDay[];
  upcomingBatches: DashboardBatch[];
  upcomingWorkshops: DashboardWorkshop[];
  /** Leads the retention rules will erase within the next 30 days (issue 42), by kind. */
  retentionDue: RetentionCounts;
}

/** The periods the dashboard's funnel covers (days, today included). */
export const FUNNEL_PERIODS = [30, 90] as const;
export type FunnelPeriod = (typeof FUNNEL_PERIODS)[number];
/** The label of lost leads no reason was recorded for. */
export const NO_LOST_REASON = 'No reason recorded';

/**
 * How far the enquiries of a period got. `contacted`: reached Contacted or a later stage (now or in its history),
 * or a call was logged; `enrolled`: at Enrolled now; `lost`: at Lost (closed) now. Counted from the enquiries and workshop registrations
 * of the period (job applications are not students' enquiries).
 */
export interface FunnelCounts {
  leads: number;
  contacted: number;
  enrolled: number;
  lost: number;
}

export interface FunnelRow extends FunnelCounts {
  label: string;
}

export interface FunnelSourceRow extends FunnelRow {
  kind: LeadSourceKind;
}

/** One stage of the period's funnel. */
export interface FunnelStage {
  id: string;
  label: string;
  kind: LeadStageKind;
  /** Leads that reached this stage or a later one (by their stage now or their history); null for Lost. */
  reached: number | null;
  /** Leads at this stage now. */
  now: number;
}

/** GET API.admin.leadFunnel?days=30|90. */
export interface LeadFunnelDto {
  days: FunnelPeriod;
  /** The first Hyderabad day counted (YYYY-MM-DD); the last is `today`. */
  since: string;
  today: string;
  total: FunnelCounts;
  /** Each stage of the pipeline, in order, for the whole period. */
  stages: FunnelStage[];
  /** By the catalogue course asked about (call-back leads) or the workshop registered for, most leads first (DASHBOARD_TOP). */
  byCourse: FunnelRow[];
  /** By source (as the dashboard counts it), most leads first (DASHBOARD_TOP). */
  bySource: FunnelSourceRow[];
  /** The lost leads of the period by reason, most first; NO_LOST_REASON for those lost without one. */
  lostReasons: DashboardCount[];
}

export const leadFunnelQuerySchema = yup.object({
  days: yup
    .number()
    .typeError('days must be 30 or 90.')
    .oneOf([...FUNNEL_PERIODS], 'days must be 30 or 90.')
    .default(30),
});
export type LeadFunnelQuery = yup.InferType<typeof leadFunnelQuerySchema>;

/**
 * "Before you go live" (issue 41): what still shows the seeded samples, and what the operator has not
 * configured. The dashboard shows the list until every item is done; `GET /api/admin/go-live` answers it.
 */
export const GO_LIVE_ITEMS = [
  'fees',
  'batches',
  'trainers',
  'stories',
  'partners',
  'figures',
  'contact',
  'social',
  'admin-code',
  'smtp',
  'public-url',
] as const;
export type GoLiveItemId = (typeof GO_LIVE_ITEMS)[number];

export interface GoLiveItem {
  id: GoLiveItemId;
  label: string;
  done: boolean;
  /** What is left (or what makes it done), in a sentence. */
  detail: string;
  /** The admin page where it is edited; null for what the operator sets in the server's environment. */
  href: string | null;
}

export interface GoLiveDto {
  /** True when every item is done. */
  ready: boolean;
  items: GoLiveItem[];
}
