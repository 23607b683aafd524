import { aliasedTable, and, asc, count, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  canUse,
  STAFF_ROLES,
  istDay,
  istDayStart,
  istInstant,
  istLocalTime,
  LEAD_CALL_OUTCOME_LABELS,
  workingHoursBefore,
  type LeadCallOutcome,
  type LeadTaskDto,
  type MyDayDto,
  type MyDayTaskDto,
  type SiteContact,
} from '@contract';
import type { Db } from '../../db/client';
import { leadEvents, leads, leadTasks, users } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { activeAdmin, eventRows, LEAD_NOT_FOUND, type LeadActor, type NewEvent } from './leads-repository';

export const TASK_NOT_FOUND = 'Task not found.';
export const CALL_IN_FUTURE_MESSAGE = 'The call time cannot be later than now.';
/** How many late first calls "My day" and the digest list (the oldest); the total is counted. */
const UNCONTACTED_SHOWN = 50;
/** Open tasks a list holds at most (a counsellor with more has a different problem). */
const TASKS_SHOWN = 200;
/** A call may be logged a little ahead of the server's clock (a phone's clock runs fast). */
const CLOCK_SLACK_MS = 5 * 60_000;

type TaskRow = typeof leadTasks.$inferSelect;
const owners = aliasedTable(users, 'task_owner');
const LEAD_ROLES = STAFF_ROLES.filter((role) => canUse(role, 'leads'));

function toTaskDto(row: TaskRow, ownerName: string | null): LeadTaskDto {
  return {
    id: row.id,
    leadId: row.leadId,
    title: row.title,
    dueAt: row.dueAt.toISOString(),
    ownerId: row.ownerId,
    ownerName: row.ownerId ? ownerName : null,
    doneAt: row.doneAt?.toISOString() ?? null,
    doneByName: row.doneByName,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** How a task reads in the lead's history: "Call about the fee · 4 Dec 2026, 10:30" (Hyderabad). */
function taskText(title: string, dueAt: Date): string {
  return `${title} · due ${istLocalTime(dueAt).replace('T', ' ')}`;
}

export interface NewTask {
  title: string;
  /** Hyderabad wall-clock time, YYYY-MM-DDTHH:MM. */
  dueAt: string;
  /** Undefined: the actor; null: nobody yet. */
  ownerId?: string | null;
}

export interface TaskChanges {
  done?: boolean;
  dueAt?: string;
  ownerId?: string | null;
}

export interface NewCall {
  outcome: LeadCallOutcome;
  note?: string;
  /** Hyderabad wall-clock time; undefined: now. */
  calledAt?: string;
  next?: NewTask | null;
}

/** The pipeline's settings as "My day" and the digest use them. */
export interface DayRules {
  firstContactHours: number;
  officeHours: SiteContact['officeHours'];
}

/**
 * A lead's follow-up tasks and its logged calls (issue 43), and each counsellor's day: the open tasks due by
 * the day's end and the new leads nobody called in time. Every change writes the lead's history in the same
 * transaction, as the other lead changes do.
 */
export function createLeadTasksRepository(db: Db) {
  /** Locks the lead (FOR UPDATE: a call may change its status); 404 when there is none. */
  async function lockLead(tx: Db, leadId: string) {
    const [lead] = await tx.select({ id: leads.id, status: leads.status }).from(leads).where(eq(leads.id, leadId)).for('update');
    if (!lead) throw notFound(LEAD_NOT_FOUND);
    return lead;
  }

  /** Inserts `task` on `leadId` with its history event; the owner must be active staff who work leads. */
  async function insertTask(tx: Db, leadId: string, task: NewTask, actor: LeadActor): Promise<void> {
    const owner = task.ownerId === undefined ? actor : task.ownerId === null ? null : await activeAdmin(tx, task.ownerId.toLowerCase());
    const dueAt = istInstant(task.dueAt);
    await tx.insert(leadTasks).values({ leadId, title: task.title, dueAt, ownerId: owner?.id ?? null, createdByName: actor.name });
    await tx.insert(leadEvents).values(eventRows([{ leadId, kind: 'task', fromValue: null, toValue: taskText(task.title, dueAt) }], actor));
  }

  /** Open and done tasks joined with their owner's name, in `where`, soonest first. */
  function tasksWhere(where: SQL | undefined, limit = TASKS_SHOWN) {
    return db
      .select({ task: leadTasks, ownerName: owners.name })
      .from(leadTasks)
      .leftJoin(owners, eq(owners.id, leadTasks.ownerId))
      .where(where)
      .orderBy(asc(leadTasks.dueAt), asc(leadTasks.id))
      .limit(limit);
  }

  /** The open tasks of `ownerId` in `where`, with the lead each is about. */
  async function dayTasks(ownerId: string, where: SQL): Promise<MyDayTaskDto[]> {
    const rows = await db
      .select({
        task: leadTasks,
        ownerName: owners.name,
        lead: {
          id: leads.id,
          name: leads.name,
          countryCode: leads.countryCode,
          phone: leads.phone,
          interest: leads.interest,
          status: leads.status,
        },
      })
      .from(leadTasks)
      .innerJoin(leads, eq(leads.id, leadTasks.leadId))
      .leftJoin(owners, eq(owners.id, leadTasks.ownerId))
      .where(and(eq(leadTasks.ownerId, ownerId), isNull(leadTasks.doneAt), where))
      .orderBy(asc(leadTasks.dueAt), asc(leadTasks.id))
      .limit(TASKS_SHOWN);
    return rows.map((r) => ({
      ...toTaskDto(r.task, r.ownerName),
      lead: { ...r.lead, status: r.lead.status as MyDayTaskDto['lead']['status'] },
    }));
  }

  return {
    /** The active accounts whose role works leads (the digest's recipients). */
    async leadWorkers(): Promise<{ id: string; name: string; email: string }[]> {
      return db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(and(inArray(users.role, LEAD_ROLES), isNull(users.disabledAt)))
        .orderBy(asc(users.createdAt));
    },

    /** The tasks of the lead `leadId`: open ones first, each group soonest first. */
    async forLead(leadId: string): Promise<LeadTaskDto[]> {
      const rows = await tasksWhere(eq(leadTasks.leadId, leadId));
      const all = rows.map((r) => toTaskDto(r.task, r.ownerName));
      return [...all.filter((t) => !t.doneAt), ...all.filter((t) => t.doneAt)];
    },

    /** A new task on the lead `leadId` by `actor` (404 for an unknown lead, 400 for an owner who cannot own leads). */
    async add(leadId: string, task: NewTask, actor: LeadActor): Promise<void> {
      await db.transaction(async (tx) => {
        await lockLead(tx, leadId);
        await insertTask(tx, leadId, task, actor);
      });
    },

    /** Marks a task done or open, moves it, or gives it to someone else; each real change is in the history. */
    async update(leadId: string, taskId: string, changes: TaskChanges, actor: LeadActor, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await lockLead(tx, leadId);
        const [task] = await tx
          .select()
          .from(leadTasks)
          .where(and(eq(leadTasks.id, taskId), eq(leadTasks.leadId, leadId)))
          .for('update');
        if (!task) throw notFound(TASK_NOT_FOUND);
        const set: Partial<typeof leadTasks.$inferInsert> = {};
        const events: NewEvent[] = [];
        if (changes.done !== undefined && changes.done !== (task.doneAt !== null)) {
          set.doneAt = changes.done ? now : null;
          set.doneByName = changes.done ? actor.name : null;
          events.push({
            leadId,
            kind: 'task-done',
            fromValue: changes.done ? null : task.title,
            toValue: changes.done ? task.title : null,
          });
        }
        if (changes.dueAt !== undefined) {
          const dueAt = istInstant(changes.dueAt);
          if (dueAt.getTime() !== task.dueAt.getTime()) {
            set.dueAt = dueAt;
            events.push({ leadId, kind: 'task', fromValue: taskText(task.title, task.dueAt), toValue: taskText(task.title, dueAt) });
          }
        }
        if (changes.ownerId !== undefined) {
          const owner = changes.ownerId === null ? null : await activeAdmin(tx, changes.ownerId.toLowerCase());
          if ((owner?.id ?? null) !== task.ownerId) set.ownerId = owner?.id ?? null;
        }
        if (Object.keys(set).length === 0) return;
        await tx.update(leadTasks).set(set).where(eq(leadTasks.id, taskId));
        if (events.length > 0) await tx.insert(leadEvents).values(eventRows(events, actor));
      });
    },

    /**
     * Logs a call on the lead: its outcome and note in the history at the time it was made, and the next task
     * in the same transaction. A new lead the caller reached (or who asked to be called back) becomes
     * 'contacted'; after "No answer" it stays new, but no longer counts as forgotten in "My day".
     */
    async logCall(leadId: string, call: NewCall, actor: LeadActor, now: Date): Promise<void> {
      const calledAt = call.calledAt ? istInstant(call.calledAt) : now;
      if (calledAt.getTime() > now.getTime() + CLOCK_SLACK_MS)
        throw badRequest(CALL_IN_FUTURE_MESSAGE, { calledAt: CALL_IN_FUTURE_MESSAGE });
      await db.transaction(async (tx) => {
        const lead = await lockLead(tx, leadId);
        const label = LEAD_CALL_OUTCOME_LABELS[call.outcome];
        await tx.insert(leadEvents).values({
          leadId,
          kind: 'call',
          fromValue: label,
          toValue: call.note ? call.note : null,
          actorId: actor.id,
          actorName: actor.name,
          createdAt: calledAt,
        });
        if (call.outcome !== 'no-answer' && lead.status === 'new') {
          await tx.update(leads).set({ status: 'contacted', updatedAt: now }).where(eq(leads.id, leadId));
          await tx.insert(leadEvents).values(eventRows([{ leadId, kind: 'status', fromValue: 'new', toValue: 'contacted' }], actor));
        }
        if (call.next) await insertTask(tx, leadId, call.next, actor);
      });
    },

    /** Records that `actor` opened a WhatsApp message (`text`, as sent to wa.me) for the lead; 404 for an unknown lead. */
    async noteWhatsApp(leadId: string, text: string, actor: LeadActor): Promise<void> {
      await db.transaction(async (tx) => {
        const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).for('share');
        if (!lead) throw notFound(LEAD_NOT_FOUND);
        await tx.insert(leadEvents).values(eventRows([{ leadId, kind: 'whatsapp', fromValue: null, toValue: text }], actor));
      });
    },

    /**
     * The day of the counsellor `ownerId` at `now`: their open tasks overdue and due by the day's end (Hyderabad),
     * and the new leads of theirs or nobody's with no call logged that are older than the first-contact limit.
     */
    async myDay(ownerId: string, now: Date, rules: DayRules): Promise<MyDayDto> {
      const day = istDay(now);
      const dayEnd = new Date(istDayStart(day).getTime() + 24 * 3600_000);
      const cutoff = workingHoursBefore(now, rules.firstContactHours, rules.officeHours);
      const noCall = sql`not exists (select 1 from ${leadEvents} where ${leadEvents.leadId} = ${leads.id} and ${leadEvents.kind} = 'call')`;
      const late = and(
        eq(leads.status, 'new'),
        isNull(leads.cancelledAt),
        or(eq(leads.ownerId, ownerId), isNull(leads.ownerId)),
        lte(leads.createdAt, cutoff),
        noCall,
      );
      const [overdue, today, uncontacted, [total]] = await Promise.all([
        dayTasks(ownerId, lt(leadTasks.dueAt, now) as SQL),
        dayTasks(ownerId, and(gte(leadTasks.dueAt, now), lt(leadTasks.dueAt, dayEnd)) as SQL),
        db
          .select({
            id: leads.id,
            name: leads.name,
            countryCode: leads.countryCode,
            phone: leads.phone,
            interest: leads.interest,
            ownerId: leads.ownerId,
            ownerName: users.name,
            createdAt: leads.createdAt,
          })
          .from(leads)
          .leftJoin(users, eq(users.id, leads.ownerId))
          .where(late)
          .orderBy(asc(leads.createdAt), asc(leads.id))
          .limit(UNCONTACTED_SHOWN),
        db.select({ n: count() }).from(leads).where(late),
      ]);
      return {
        day,
        overdue,
        today,
        uncontacted: uncontacted.map((l) => ({ ...l, ownerName: l.ownerId ? l.ownerName : null, createdAt: l.createdAt.toISOString() })),
        uncontactedTotal: Number(total?.n ?? 0),
        firstContactHours: rules.firstContactHours,
      };
    },
  };
}

export type LeadTasksRepository = ReturnType<typeof createLeadTasksRepository>;
