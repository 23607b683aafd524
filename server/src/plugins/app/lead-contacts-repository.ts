import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  LEAD_FORM_LABELS,
  LEAD_RELATED_MAX,
  MERGE_NOT_FOUND,
  MERGE_OTHER_MISSING_MESSAGE,
  MERGE_SAME_PERSON_MESSAGE,
  MERGE_SELF_MESSAGE,
  type LeadForm,
  type LeadMergeDto,
  type LeadRelatedDto,
  type LeadStatus,
} from '@contract';
import type { Db } from '../../db/client';
import { leadEvents, leadMerges, leads } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { eventRows, LEAD_NOT_FOUND, type LeadActor } from './leads-repository';

/*
 * One person, one record (issue 43): a person is a lead, the leads with its e-mail (any case) or phone, the leads
 * staff merged with any of those, and theirs by e-mail or phone in turn. Nothing is copied or rewritten: a merge
 * is a row linking two leads, and undoing it marks the row undone.
 */

/** A lead as the person's rule reads it. */
interface Identity {
  id: string;
  email: string | null;
  countryCode: string;
  phone: string;
}
const identity = { id: leads.id, email: leads.email, countryCode: leads.countryCode, phone: leads.phone };
/** How many steps (e-mail or phone, then a merge, then theirs …) a person is followed: enough for any real person. */
const PERSON_STEPS = 6;

type MergeRow = typeof leadMerges.$inferSelect;

export interface Person {
  /** Every lead of the person, the starting one included (at most about LEAD_RELATED_MAX more). */
  ids: Set<string>;
  /** The merges not undone that join them, oldest first. */
  merges: MergeRow[];
}

/** The person `lead` belongs to: its leads by e-mail or phone, followed through the merges staff made. */
export async function personOf(db: Db, lead: Identity): Promise<Person> {
  const found = new Map<string, Identity>([[lead.id, lead]]);
  const merges = new Map<string, MergeRow>();
  const askedEmails = new Set<string>();
  const askedPhones = new Set<string>();
  let frontier: Identity[] = [lead];
  for (let step = 0; step < PERSON_STEPS && frontier.length > 0 && found.size <= LEAD_RELATED_MAX; step++) {
    const emails = [...new Set(frontier.flatMap((l) => (l.email ? [l.email.toLowerCase()] : [])))].filter((e) => !askedEmails.has(e));
    const phones = [...new Map(frontier.map((l) => [`${l.countryCode} ${l.phone}`, l])).entries()].filter(([key]) => !askedPhones.has(key));
    emails.forEach((e) => askedEmails.add(e));
    phones.forEach(([key]) => askedPhones.add(key));
    const byRule = [
      ...(emails.length > 0 ? [inArray(sql`lower(${leads.email})`, emails)] : []),
      ...phones.map(([, l]) => and(eq(leads.countryCode, l.countryCode), eq(leads.phone, l.phone)) as SQL),
    ];
    const ids = frontier.map((l) => l.id);
    const [matched, links] = await Promise.all([
      byRule.length > 0
        ? db
            .select(identity)
            .from(leads)
            .where(or(...byRule))
            .orderBy(desc(leads.createdAt))
            .limit(LEAD_RELATED_MAX + 1)
        : Promise.resolve([]),
      db
        .select()
        .from(leadMerges)
        .where(and(isNull(leadMerges.undoneAt), or(inArray(leadMerges.leadId, ids), inArray(leadMerges.otherLeadId, ids)))),
    ]);
    for (const m of links) merges.set(m.id, m);
    const linkedIds = [...new Set(links.flatMap((m) => [m.leadId, m.otherLeadId]))].filter((id) => !found.has(id));
    const linked = linkedIds.length > 0 ? await db.select(identity).from(leads).where(inArray(leads.id, linkedIds)) : [];
    frontier = [];
    for (const l of [...matched, ...linked]) {
      if (found.has(l.id)) continue;
      found.set(l.id, l);
      frontier.push(l);
    }
  }
  const joined = [...merges.values()].filter((m) => found.has(m.leadId) && found.has(m.otherLeadId));
  joined.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  return { ids: new Set(found.keys()), merges: joined };
}

/** The drawer's list of the person's other leads, newest first, with what matched `lead`'s own e-mail or phone. */
export async function relatedLeads(db: Db, lead: Identity, person: Person): Promise<LeadRelatedDto[]> {
  const others = [...person.ids].filter((id) => id !== lead.id);
  if (others.length === 0) return [];
  const sameEmail = lead.email ? sql`lower(${leads.email}) = ${lead.email.toLowerCase()}` : sql`false`;
  const samePhone = and(eq(leads.countryCode, lead.countryCode), eq(leads.phone, lead.phone)) as SQL;
  const rows = await db
    .select({
      id: leads.id,
      name: leads.name,
      form: leads.form,
      interest: leads.interest,
      status: leads.status,
      createdAt: leads.createdAt,
      byEmail: sql<boolean>`${sameEmail}`,
      byPhone: sql<boolean>`${samePhone}`,
    })
    .from(leads)
    .where(inArray(leads.id, others))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(LEAD_RELATED_MAX);
  return rows.map((r) => {
    const matchedBy = [...(r.byEmail ? (['email'] as const) : []), ...(r.byPhone ? (['phone'] as const) : [])];
    return {
      id: r.id,
      name: r.name,
      form: r.form as LeadForm,
      interest: r.interest,
      status: r.status as LeadStatus,
      matchedBy: matchedBy.length > 0 ? matchedBy : ['merge'],
      createdAt: r.createdAt.toISOString(),
    };
  });
}

export function toMergeDto(m: MergeRow): LeadMergeDto {
  return { id: m.id, leadId: m.leadId, otherLeadId: m.otherLeadId, mergedByName: m.mergedByName, createdAt: m.createdAt.toISOString() };
}

/** How a lead reads in the other lead's history: "Ravi Kumar · Call back / demo: Java Full Stack". */
function leadLabel(l: { name: string; form: string; interest: string }): string {
  return `${l.name} · ${LEAD_FORM_LABELS[l.form as LeadForm] ?? l.form}: ${l.interest}`;
}

const labelled = { ...identity, name: leads.name, form: leads.form, interest: leads.interest };

export function createLeadContactsRepository(db: Db) {
  return {
    /**
     * Makes the person of `leadId` and the person of `otherLeadId` one, recorded in both leads' histories.
     * 400 when they are one person already (also when another admin merged them a moment ago), when the other
     * lead is gone or is the same lead; 404 when `leadId` names no lead.
     */
    async merge(leadId: string, otherLeadId: string, actor: LeadActor): Promise<void> {
      if (leadId === otherLeadId) throw badRequest(MERGE_SELF_MESSAGE, { otherLeadId: MERGE_SELF_MESSAGE });
      await db.transaction(async (tx) => {
        const rows = await tx
          .select(labelled)
          .from(leads)
          .where(inArray(leads.id, [leadId, otherLeadId]))
          .for('share');
        const lead = rows.find((r) => r.id === leadId);
        const other = rows.find((r) => r.id === otherLeadId);
        if (!lead) throw notFound(LEAD_NOT_FOUND);
        if (!other) throw badRequest(MERGE_OTHER_MISSING_MESSAGE, { otherLeadId: MERGE_OTHER_MISSING_MESSAGE });
        const person = await personOf(tx, lead);
        const samePerson = badRequest(MERGE_SAME_PERSON_MESSAGE, { otherLeadId: MERGE_SAME_PERSON_MESSAGE });
        if (person.ids.has(otherLeadId)) throw samePerson;
        // The pair's unique index: a merge of the same two leads made at the same moment inserts nothing here.
        const made = await tx
          .insert(leadMerges)
          .values({ leadId, otherLeadId, mergedByName: actor.name })
          .onConflictDoNothing()
          .returning({ id: leadMerges.id });
        if (made.length === 0) throw samePerson;
        await tx.insert(leadEvents).values(
          eventRows(
            [
              { leadId, kind: 'merged', fromValue: null, toValue: leadLabel(other) },
              { leadId: otherLeadId, kind: 'merged', fromValue: null, toValue: leadLabel(lead) },
            ],
            actor,
          ),
        );
      });
    },

    /** Undoes the merge `mergeId`, one of the person of `leadId`'s; 404 when there is no such lead or merge (or it was undone). */
    async unmerge(leadId: string, mergeId: string, actor: LeadActor): Promise<void> {
      await db.transaction(async (tx) => {
        const [lead] = await tx.select(identity).from(leads).where(eq(leads.id, leadId));
        if (!lead) throw notFound(LEAD_NOT_FOUND);
        const person = await personOf(tx, lead);
        if (!person.merges.some((m) => m.id === mergeId)) throw notFound(MERGE_NOT_FOUND);
        const [undone] = await tx
          .update(leadMerges)
          .set({ undoneAt: sql`now()`, undoneByName: actor.name })
          .where(and(eq(leadMerges.id, mergeId), isNull(leadMerges.undoneAt)))
          .returning();
        if (!undone) throw notFound(MERGE_NOT_FOUND);
        const sides = await tx
          .select(labelled)
          .from(leads)
          .where(inArray(leads.id, [undone.leadId, undone.otherLeadId]))
          .orderBy(asc(leads.id));
        const label = (id: string) => {
          const side = sides.find((s) => s.id === id);
          return side ? leadLabel(side) : null;
        };
        await tx.insert(leadEvents).values(
          eventRows(
            [
              { leadId: undone.leadId, kind: 'unmerged', fromValue: null, toValue: label(undone.otherLeadId) },
              { leadId: undone.otherLeadId, kind: 'unmerged', fromValue: null, toValue: label(undone.leadId) },
            ],
            actor,
          ),
        );
      });
    },
  };
}

export type LeadContactsRepository = ReturnType<typeof createLeadContactsRepository>;
