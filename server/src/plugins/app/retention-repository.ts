import { and, eq, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  istDay,
  LEAD_FOLLOW_UP_DONE_STATUSES,
  monthsBefore,
  WEB_VITALS_KEEP_DAYS,
  type RetentionCounts,
  type RetentionRules,
} from '@contract';
import type { Db } from '../../db/client';
import {
  appSettings,
  auditLog,
  jobs,
  leadEvents,
  leadTasks,
  leadNotes,
  leads,
  privacyLinks,
  RETENTION_LAST_RUN_KEY,
  webVitalsDaily,
  workshops,
} from '../../db/schema';
import { eraseLeads } from './privacy-repository';

/*
 * Retention (issue 42): once a day, on one instance, personal data older than the rules in Site settings is
 * erased: call-back enquiries after their last activity, job applications after their job closed, workshop
 * registrations after the workshop, access-log lines after their time. A lead with a follow-up still planned
 * (a day set and not enrolled or closed) or on legal hold is kept. The day's run is a lease row
 * (RETENTION_LAST_RUN_KEY) taken under a transaction-scoped advisory lock, so two instances at the same moment
 * do the work once, and a restart does not run it twice the same day.
 */

const HOUR_MS = 60 * 60 * 1000;
/** The lock's key: `pg_advisory_xact_lock(hashtext(...))`. */
const LOCK = 'retention-daily';

export interface RetentionRun {
  /** False when today's run was already done (here or on another instance). */
  ran: boolean;
  erased: RetentionCounts;
  accessLogLines: number;
}

/** The last activity of a lead: its own update, its latest history event or note. */
const lastActivity = sql`greatest(${leads.updatedAt}, coalesce((select max(e.created_at) from ${leadEvents} e where e.lead_id = ${leads.id}), ${leads.createdAt}), coalesce((select max(n.created_at) from ${leadNotes} n where n.lead_id = ${leads.id}), ${leads.createdAt}))`;
/** When a job application's job closed: its closing date, or when it was switched off; the application's day when the job is gone. */
const jobClosed = sql`greatest(${leads.createdAt}, coalesce((select case when j.open then j.valid_through else least(j.valid_through, j.updated_at) end from ${jobs} j where j.slug = ${leads.refSlug}), ${leads.createdAt}))`;
/** When a registration's workshop ended; the registration's day when the workshop is gone. */
const workshopEnded = sql`greatest(${leads.createdAt}, coalesce((select w.ends_at from ${workshops} w where w.slug = ${leads.refSlug}), ${leads.createdAt}))`;

/** Kept whatever the rules say: on legal hold, or a follow-up still planned (a follow-up day or an open task). */
const kept = or(
  sql`${leads.legalHold} is not null`,
  and(
    or(
      sql`${leads.followUpOn} is not null`,
      sql`exists (select 1 from ${leadTasks} t where t.lead_id = ${leads.id} and t.done_at is null)`,
    ),
    notInArray(leads.status, [...LEAD_FOLLOW_UP_DONE_STATUSES]),
  ),
);

/** The leads of each kind that the rules erase at `at`. */
function due(rules: RetentionRules, at: Date): Record<keyof RetentionCounts, SQL> {
  const not = (condition: SQL | undefined) => sql`not (${condition ?? sql`false`})`;
  return {
    callBacks: sql`${leads.form} = 'call-back' and ${lastActivity} < ${monthsBefore(at, rules.callBackMonths).toISOString()} and ${not(kept)}`,
    applications: sql`${leads.form} = 'job-application' and ${jobClosed} < ${monthsBefore(at, rules.applicationMonths).toISOString()} and ${not(kept)}`,
    registrations: sql`${leads.form} = 'workshop' and ${workshopEnded} < ${monthsBefore(at, rules.workshopMonths).toISOString()} and ${not(kept)}`,
  };
}

/** How many leads of each kind the rules will erase by `at` (the dashboard asks for 30 days ahead). */
export async function retentionDue(db: Db, rules: RetentionRules, at: Date): Promise<RetentionCounts> {
  const where = due(rules, at);
  // Each kind's time (last activity, job closed, workshop ended) is never before the lead was created, so only
  // leads created before the latest cut-off can count: the index on created_at leaves the rest unread.
  const latest = Math.max(
    ...(['callBackMonths', 'applicationMonths', 'workshopMonths'] as const).map((k) => monthsBefore(at, rules[k]).getTime()),
  );
  const [row] = await db
    .select({
      callBacks: sql<number>`count(*) filter (where ${where.callBacks})`.mapWith(Number),
      applications: sql<number>`count(*) filter (where ${where.applications})`.mapWith(Number),
      registrations: sql<number>`count(*) filter (where ${where.registrations})`.mapWith(Number),
    })
    .from(leads)
    .where(lt(leads.createdAt, new Date(latest)));
  return row ?? { callBacks: 0, applications: 0, registrations: 0 };
}

/** Today's run (Hyderabad day) unless it was done: erases what the rules say, in one transaction. */
export async function runRetention(db: Db, rules: RetentionRules, at: Date): Promise<RetentionRun> {
  const today = istDay(at);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${LOCK}))`);
    const [lease] = await tx.select().from(appSettings).where(eq(appSettings.key, RETENTION_LAST_RUN_KEY));
    if (lease && lease.value >= today)
      return { ran: false, erased: { callBacks: 0, applications: 0, registrations: 0 }, accessLogLines: 0 };
    const where = due(rules, at);
    const erased: RetentionCounts = { callBacks: 0, applications: 0, registrations: 0 };
    for (const kind of ['callBacks', 'applications', 'registrations'] as const) {
      const ids = (await tx.select({ id: leads.id }).from(leads).where(where[kind])).map((r) => r.id);
      erased[kind] = (await eraseLeads(tx, ids)).records;
    }
    const accessLog = await tx
      .delete(auditLog)
      .where(and(sql`${auditLog.action} like 'GET %'`, lt(auditLog.createdAt, monthsBefore(at, rules.accessLogMonths))))
      .returning({ id: auditLog.id });
    // Links of "Your data" that can no longer be opened, nor their view used.
    await tx.delete(privacyLinks).where(lt(privacyLinks.expiresAt, new Date(at.getTime() - 24 * HOUR_MS)));
    // Real visitors' page speed counts (issue 44) are kept WEB_VITALS_KEEP_DAYS days: counts, no person in them.
    await tx.delete(webVitalsDaily).where(lt(webVitalsDaily.day, istDay(new Date(at.getTime() - WEB_VITALS_KEEP_DAYS * 24 * HOUR_MS))));
    const total = erased.callBacks + erased.applications + erased.registrations;
    if (total > 0 || accessLog.length > 0) {
      await tx.insert(auditLog).values({
        actorId: null,
        actorName: 'Retention (daily job)',
        action: 'retention',
        entity: 'lead',
        entityId: null,
        summary: `Erased ${erased.callBacks} enquiries, ${erased.applications} job applications and ${erased.registrations} workshop registrations older than the retention rules; removed ${accessLog.length} access-log lines`,
        statusCode: 200,
        createdAt: at,
      });
    }
    await tx
      .insert(appSettings)
      .values({ key: RETENTION_LAST_RUN_KEY, value: today })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: today, updatedAt: at } });
    return { ran: true, erased, accessLogLines: accessLog.length };
  });
}
