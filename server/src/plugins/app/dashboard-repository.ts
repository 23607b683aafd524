import { and, asc, count, eq, gt, gte, inArray, isNotNull, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  DASHBOARD_DAYS,
  DASHBOARD_TOP,
  DASHBOARD_UPCOMING,
  DIRECT_SOURCE,
  type FunnelCounts,
  type FunnelPeriod,
  type FunnelRow,
  type FunnelSourceRow,
  IST_OFFSET_MS,
  type LeadFunnelDto,
  type LeadStage,
  NO_LOST_REASON,
  istDay,
  istDayStart,
  LEAD_FORMS,
  type CourseMode,
  type DashboardCount,
  type DashboardDay,
  type DashboardDto,
  type DashboardSourceCount,
  type LeadForm,
  type LeadSourceKind,
  slugify,
} from '@contract';
import type { Db } from '../../db/client';
import { alumniStories, courseBatches, courses, hiringPartners, leadEvents, leads, workshops } from '../../db/schema';
import { COURSE_CATALOGUE } from '../../db/seed/course-catalogue';
import { followUpDue } from './leads-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Hyderabad calendar day `n` days after `day` (YYYY-MM-DD; n may be negative). */
function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Monday of the week holding `day`. */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** A literal SQL string (for the few fixed labels the queries put in their answers). */
const textLiteral = (text: string) => sql.raw(`'${text.replace(/'/g, "''")}'`);

/** An instant as a query parameter both drivers read the same way (PGlite and node-postgres). */
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * A lead's Hyderabad calendar day as a day number (days since 1970-01-01 in IST, which has no daylight
 * saving: a fixed offset). A number, not text: formatting every row's date costs more than all the rest.
 */
const leadDay = sql<number>`floor((extract(epoch from ${leads.createdAt}) + ${sql.raw(String(IST_OFFSET_MS / 1000))}) / 86400)::int`;
const dayOfNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** utm_source (letter case folded), else the page's path without its query, else none. */
const utmSource = sql`nullif(lower(btrim(${leads.utm} ->> 'utm_source')), '')`;
const pagePath = sql`nullif(split_part(${leads.sourcePage}, '?', 1), '')`;
const sourceKind = sql<LeadSourceKind>`case when ${utmSource} is not null then 'utm' when ${pagePath} is not null then 'page' else 'direct' end`;
/** A call-back lead's course when it names one the catalogue offered; a flagged one is counted apart (`flagged`). */
const listedInterest = sql`case when ${leads.flag} is null then ${leads.interest} end`;
const sourceLabel = sql<string>`coalesce(${utmSource}, ${pagePath}, ${textLiteral(DIRECT_SOURCE)})`;

/** The funnel's course: the catalogue course or workshop asked about; a call-back about a course not offered is one row. */
const funnelCourse = sql<string>`case when ${leads.flag} = 'course-not-offered' then ${textLiteral('Course not in the catalogue')} else ${leads.interest} end`;
/** A lost lead's reason (NO_LOST_REASON when none was chosen); null for a lead that is not lost. */
const funnelReason = sql<
  string | null
>`case when ${leads.status} = 'closed' then coalesce(${leads.lostReason}, ${textLiteral(NO_LOST_REASON)}) end`;
const funnelTop = <T extends FunnelRow>(rows: T[]): T[] =>
  rows.sort((a, b) => b.leads - a.leads || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0)).slice(0, DASHBOARD_TOP);

/** The largest counts first, ties by label in code-unit order (the same on every database, whatever its locale). */
function top<T extends DashboardCount>(rows: T[]): T[] {
  return rows.sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0)).slice(0, DASHBOARD_TOP);
}

/**
 * The admin dashboard's read model: counts and short lists read straight from the leads, courses and
 * workshops tables with aggregate queries (count / group by), never a lead row to the app. The lead counts
 * each follow an index of `leads` (created_at, status, follow_up_on); only the seat counts of the upcoming
 * workshops read the registrations by workshop, as the public workshop pages do (bench/dashboard.bench.ts).
 */
/** What still shows the seeded samples (the "Before you go live" list, routes/admin/go-live.ts). */
export interface SampleContent {
  /** Titles of the courses whose fee is still the seeded sample fee. */
  fees: string[];
  /** Titles of the courses whose trainer is still the sample profile. */
  trainers: string[];
  /** Upcoming batches still as seeded. */
  batches: number;
  /** Published sample alumni stories. */
  stories: number;
  /** Sample hiring partners. */
  partners: number;
}

export function createDashboardRepository(db: Db) {
  return {
    async samples(now: Date = new Date()): Promise<SampleContent> {
      const seeded = new Map(COURSE_CATALOGUE.map((c) => [slugify(c.title), c]));
      const shown = await db
        .select({
          slug: courses.slug,
          title: courses.title,
          fee: courses.feeInr,
          emi: courses.feeEmi,
          scholarship: courses.feeScholarship,
          instructor: courses.instructor,
        })
        .from(courses)
        .where(eq(courses.archived, false))
        .orderBy(asc(courses.code));
      const fees = shown.filter((c) => {
        const seed = seeded.get(c.slug)?.fee;
        return seed !== undefined && c.fee === seed.amount && c.emi === seed.emi && c.scholarship === seed.scholarship;
      });
      // A seeded batch was written in its course's own transaction (the same created_at) and starts at version 1:
      // one with both, of a seeded course, was neither added nor edited by staff.
      const [[batches], [stories], [partners]] = await Promise.all([
        db
          .select({ n: count() })
          .from(courseBatches)
          .innerJoin(courses, eq(courseBatches.courseId, courses.id))
          .where(
            and(
              eq(courses.archived, false),
              inArray(courses.slug, [...seeded.keys()]),
              eq(courseBatches.version, 1),
              eq(courseBatches.createdAt, courses.createdAt),
              gte(courseBatches.startDate, istDay(now)),
            ),
          ),
        db
          .select({ n: count() })
          .from(alumniStories)
          .where(and(eq(alumniStories.sample, true), eq(alumniStories.published, true))),
        db.select({ n: count() }).from(hiringPartners).where(eq(hiringPartners.sample, true)),
      ]);
      return {
        fees: fees.map((c) => c.title),
        trainers: shown.filter((c) => c.instructor.sample === true).map((c) => c.title),
        batches: batches?.n ?? 0,
        stories: stories?.n ?? 0,
        partners: partners?.n ?? 0,
      };
    },

    async read(now: Date = new Date()): Promise<Omit<DashboardDto, 'retentionDue'>> {
      const today = istDay(now);
      const weekStart = mondayOf(today);
      const firstDay = addDays(today, -(DASHBOARD_DAYS - 1));
      const since = istDayStart(firstDay);

      const [newLeads, awaiting, followUps, windowRows, batches, upcoming, flagged] = await Promise.all([
        db
          .select({
            today: sql<number>`count(*) filter (where ${leads.createdAt} >= ${at(istDayStart(today))})`.mapWith(Number),
            week: count(),
          })
          .from(leads)
          .where(gte(leads.createdAt, istDayStart(weekStart))),
        db.select({ n: count() }).from(leads).where(eq(leads.status, 'new')),
        db.select({ n: count() }).from(leads).where(followUpDue(today)),
        // One pass over the 30 days' leads for three groupings: by day and form, by form and course, by source.
        db
          .select({
            day: sql<number | null>`${leadDay}`,
            form: sql<string | null>`${leads.form}`,
            interest: sql<string | null>`${listedInterest}`,
            kind: sql<LeadSourceKind | null>`${sourceKind}`,
            label: sql<string | null>`${sourceLabel}`,
            count: count(),
          })
          .from(leads)
          .where(gte(leads.createdAt, since))
          .groupBy(sql`grouping sets ((${leadDay}, ${leads.form}), (${leads.form}, ${listedInterest}), (${sourceKind}, ${sourceLabel}))`),
        db
          .select({
            id: courseBatches.id,
            courseTitle: courses.title,
            courseSlug: courses.slug,
            startDate: courseBatches.startDate,
            applyBy: courseBatches.applyBy,
            mode: courseBatches.mode,
            seats: courseBatches.seats,
          })
          .from(courseBatches)
          .innerJoin(courses, eq(courses.id, courseBatches.courseId))
          .where(and(eq(courses.archived, false), gte(courseBatches.applyBy, today)))
          .orderBy(asc(courseBatches.startDate), asc(courseBatches.applyBy), asc(courses.title))
          .limit(DASHBOARD_UPCOMING),
        db
          .select({ slug: workshops.slug, title: workshops.title, startsAt: workshops.startsAt, capacity: workshops.capacity })
          .from(workshops)
          .where(gt(workshops.endsAt, now))
          .orderBy(asc(workshops.startsAt), asc(workshops.title))
          .limit(DASHBOARD_UPCOMING),
        db
          .select({
            course: sql<number>`count(*) filter (where ${leads.flag} = 'course-not-offered')`.mapWith(Number),
            session: sql<number>`count(*) filter (where ${leads.flag} = 'session-not-listed')`.mapWith(Number),
          })
          .from(leads)
          .where(and(gte(leads.createdAt, since), isNotNull(leads.flag))),
      ]);

      const seats = new Map<string, { taken: number; waitlist: number }>();
      if (upcoming.length > 0) {
        const rows = await db
          .select({
            slug: leads.refSlug,
            // A registration whose session label matched none holds no seat.
            taken: sql<number>`count(*) filter (where not ${leads.waitlist} and ${leads.flag} is null)`.mapWith(Number),
            waitlist: sql<number>`count(*) filter (where ${leads.waitlist})`.mapWith(Number),
          })
          .from(leads)
          .where(
            and(
              eq(leads.form, 'workshop'),
              // A cancelled registration neither holds a seat nor waits for one.
              isNull(leads.cancelledAt),
              inArray(
                leads.refSlug,
                upcoming.map((w) => w.slug),
              ),
            ),
          )
          .groupBy(leads.refSlug);
        for (const r of rows) if (r.slug) seats.set(r.slug, { taken: r.taken, waitlist: r.waitlist });
      }

      const perDay = new Map<string, DashboardDay>();
      for (let i = 0; i < DASHBOARD_DAYS; i += 1) {
        const day = addDays(firstDay, i);
        perDay.set(day, { day, counts: Object.fromEntries(LEAD_FORMS.map((f) => [f, 0])) as Record<LeadForm, number> });
      }
      const byCourse: DashboardCount[] = [];
      const bySource: DashboardSourceCount[] = [];
      // Each row belongs to one grouping set: the columns of the others are null.
      for (const r of windowRows) {
        if (r.day !== null && r.form !== null) {
          const entry = perDay.get(dayOfNumber(Number(r.day)));
          if (entry && (LEAD_FORMS as readonly string[]).includes(r.form)) entry.counts[r.form as LeadForm] += r.count;
        } else if (r.interest !== null) {
          if (r.form === 'call-back') byCourse.push({ label: r.interest, count: r.count });
        } else if (r.kind !== null && r.label !== null) {
          bySource.push({ kind: r.kind, label: r.label, count: r.count });
        }
      }

      return {
        today,
        weekStart,
        newLeads: { today: newLeads[0]?.today ?? 0, thisWeek: newLeads[0]?.week ?? 0 },
        awaitingFirstCall: awaiting[0]?.n ?? 0,
        followUpsDue: followUps[0]?.n ?? 0,
        flagged: { courseNotOffered: flagged[0]?.course ?? 0, sessionNotListed: flagged[0]?.session ?? 0 },
        byCourse: top(byCourse),
        bySource: top(bySource),
        perDay: [...perDay.values()],
        upcomingBatches: batches.map((b) => ({ ...b, mode: b.mode as CourseMode })),
        upcomingWorkshops: upcoming.map((w) => ({
          slug: w.slug,
          title: w.title,
          startsAt: w.startsAt.toISOString(),
          capacity: w.capacity,
          seatsTaken: seats.get(w.slug)?.taken ?? 0,
          waitlist: seats.get(w.slug)?.waitlist ?? 0,
        })),
      };
    },

    /**
     * The leads funnel of the last `days` Hyderabad days (today included): the enquiries and workshop
     * registrations, how many were contacted, enrolled and lost, by course and by source, and the lost ones by
     * reason. One aggregate query (grouping sets) over the period's leads; `grouping()` tells the sets apart.
     */
    async funnel(days: FunnelPeriod, stages: readonly LeadStage[], now: Date = new Date()): Promise<LeadFunnelDto> {
      const today = istDay(now);
      const since = addDays(today, -(days - 1));
      // How far a lead got: its stage's place among the stages that are not Lost (New 0, Contacted 1 …, Enrolled
      // last), now or in its history; a call logged counts as Contacted. Every lead reached New (0).
      const ordered = stages.filter((st) => st.kind !== 'lost');
      const placeOf = (column: SQL | AnyColumn) =>
        sql`case ${column} ${sql.join(
          ordered.map((st, i) => sql`when ${st.id} then ${sql.raw(String(i))}`),
          sql` `,
        )} end`;
      const contactedAt = Math.max(
        0,
        ordered.findIndex((st) => st.id === 'contacted'),
      );
      // The furthest place in each lead's history, joined once (a correlated subquery is planned at a cost that
      // switches PostgreSQL's JIT compiler on: 300 ms of compiling for an 80 ms query on 100,000 leads).
      const moved = db
        .select({
          leadId: leadEvents.leadId,
          furthest:
            sql<number>`max(case when ${leadEvents.kind} = 'call' then ${sql.raw(String(contactedAt))} else ${placeOf(leadEvents.toValue)} end)`.as(
              'furthest',
            ),
        })
        .from(leadEvents)
        .where(inArray(leadEvents.kind, ['status', 'call']))
        .groupBy(leadEvents.leadId)
        .as('moved');
      const furthest = sql`greatest(coalesce(${placeOf(leads.status)}, 0), coalesce(${moved.furthest}, 0))`;
      const wasContacted = sql`${furthest} >= ${sql.raw(String(contactedAt))}`;
      const reachedCounts = sql<number[]>`json_build_array(${sql.join(
        ordered.map((_, i) => sql`(count(*) filter (where ${furthest} >= ${sql.raw(String(i))}))::int`),
        sql`, `,
      )})`;
      const nowCounts = sql<number[]>`json_build_array(${sql.join(
        stages.map((st) => sql`(count(*) filter (where ${leads.status} = ${st.id}))::int`),
        sql`, `,
      )})`;
      const rows = await db
        .select({
          // One bit per grouped column, the first the highest: 1 where the row aggregates over that column.
          set: sql<number>`grouping(${funnelCourse}, ${sourceKind}, ${sourceLabel}, ${funnelReason})`.mapWith(Number),
          course: sql<string | null>`${funnelCourse}`,
          kind: sql<LeadSourceKind | null>`${sourceKind}`,
          source: sql<string | null>`${sourceLabel}`,
          reason: sql<string | null>`${funnelReason}`,
          leads: count(),
          contacted: sql<number>`count(*) filter (where ${wasContacted})`.mapWith(Number),
          enrolled: sql<number>`count(*) filter (where ${leads.status} = 'enrolled')`.mapWith(Number),
          lost: sql<number>`count(*) filter (where ${leads.status} = 'closed')`.mapWith(Number),
          reached: reachedCounts,
          now: nowCounts,
        })
        .from(leads)
        .leftJoin(moved, eq(moved.leadId, leads.id))
        .where(and(gte(leads.createdAt, istDayStart(since)), sql`${leads.form} <> 'job-application'`))
        .groupBy(sql`grouping sets ((), (${funnelCourse}), (${sourceKind}, ${sourceLabel}), (${funnelReason}))`);
      const counts = (r: FunnelCounts): FunnelCounts => ({ leads: r.leads, contacted: r.contacted, enrolled: r.enrolled, lost: r.lost });
      let total: FunnelCounts = { leads: 0, contacted: 0, enrolled: 0, lost: 0 };
      let reached: number[] = [];
      let atNow: number[] = [];
      const byCourse: FunnelRow[] = [];
      const bySource: FunnelSourceRow[] = [];
      const lostReasons: DashboardCount[] = [];
      for (const r of rows) {
        if (r.set === 0b1111) {
          total = counts(r);
          reached = r.reached;
          atNow = r.now;
        } else if (r.set === 0b0111 && r.course !== null) byCourse.push({ label: r.course, ...counts(r) });
        else if (r.set === 0b1001 && r.kind !== null && r.source !== null) bySource.push({ kind: r.kind, label: r.source, ...counts(r) });
        else if (r.set === 0b1110 && r.reason !== null) lostReasons.push({ label: r.reason, count: r.leads });
      }
      const funnelStages = stages.map((st, i) => ({
        id: st.id,
        label: st.label,
        kind: st.kind,
        reached: st.kind === 'lost' ? null : (reached[ordered.indexOf(st)] ?? 0),
        now: atNow[i] ?? 0,
      }));
      return {
        days,
        since,
        today,
        total,
        stages: funnelStages,
        byCourse: funnelTop(byCourse),
        bySource: funnelTop(bySource),
        lostReasons: lostReasons.sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : 1)),
      };
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
