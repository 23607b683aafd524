import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ActivityQuery, AuditEntryDto, AuditListResponse } from '@contract';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

/** One admin write as the audit hook hands it over (routes/admin/activity.ts); the database sets its id. */
export type NewAuditEntry = Omit<AuditEntryDto, 'id' | 'createdAt'>;

/** Longest texts kept: a path or message far beyond these is a client's noise, not a record. */
const MAX = { actorName: 200, action: 300, entity: 40, entityId: 200, summary: 300 } as const;

const clipped = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

type AuditRow = typeof auditLog.$inferSelect;

const toDto = (row: AuditRow): AuditEntryDto => ({
  id: row.id,
  actorId: row.actorId,
  actorName: row.actorName,
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  summary: row.summary,
  statusCode: row.statusCode,
  createdAt: row.createdAt.toISOString(),
});

/** The audit log (issue 20): every admin write, who made it and how it was answered; append-only. */
export function createAuditRepository(db: Db) {
  return {
    /** `at` is when the answer went out: writes of the log race on a pool, so the insert's own time could invert two entries. */
    async record(entry: NewAuditEntry, at: Date = new Date()): Promise<void> {
      await db.insert(auditLog).values({
        createdAt: at,
        actorId: entry.actorId,
        actorName: clipped(entry.actorName, MAX.actorName),
        action: clipped(entry.action, MAX.action),
        entity: clipped(entry.entity, MAX.entity),
        entityId: entry.entityId === null ? null : clipped(entry.entityId, MAX.entityId),
        summary: clipped(entry.summary, MAX.summary),
        statusCode: entry.statusCode,
      });
    },

    /**
     * A read of personal data (issue 42's access log): recorded like a write, but once per admin, action and
     * record within `withinMs` (the drawer's data is fetched again after every change made in it).
     */
    async recordRead(entry: NewAuditEntry, withinMs: number, at: Date = new Date()): Promise<void> {
      const since = new Date(at.getTime() - withinMs);
      await db.execute(sql`
        insert into ${auditLog} (created_at, actor_id, actor_name, action, entity, entity_id, summary, status_code)
        select ${at.toISOString()}, ${entry.actorId}, ${clipped(entry.actorName, MAX.actorName)}, ${clipped(entry.action, MAX.action)},
          ${entry.entity}, ${entry.entityId}, ${clipped(entry.summary, MAX.summary)}, ${entry.statusCode}
        where not exists (
          select 1 from ${auditLog} a where a.actor_id = ${entry.actorId} and a.action = ${entry.action} and a.created_at > ${since.toISOString()}
        )`);
    },

    /** One page, newest first, with the number of entries the filters match. */
    async list(query: ActivityQuery): Promise<AuditListResponse> {
      const { page, pageSize, actor, entity } = query;
      const filters: SQL[] = [];
      if (actor) filters.push(eq(auditLog.actorId, actor));
      if (entity) filters.push(eq(auditLog.entity, entity));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [totalRow] = await db.select({ n: count() }).from(auditLog).where(where);
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { items: rows.map(toDto), total: totalRow?.n ?? 0, page, pageSize };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
