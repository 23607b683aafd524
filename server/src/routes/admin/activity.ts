import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { activityQuerySchema, API, routePath, type ActivityQuery, type AuditListResponse } from '@contract';
import type { NewAuditEntry } from '../../plugins/app/audit-repository';
import { adminRead, answer, operation, ref } from '../../openapi/schema';

/*
 * The audit log (issue 20): every write answered in the admin routes' context is recorded after its
 * answer has gone out (onResponse), with who made it, the request line, what it wrote and how it was
 * answered. Only the route's address, its parameters and the answer's `message`, `slug`, `id` or
 * `updated` are read: never a request body, a password or the admin code. A failed write to the log is
 * logged and changes nothing for the client.
 */

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** An answer larger than this is not read for a created record's slug (the summary goes without it). */
const MAX_READ_CHARS = 256 * 1024;

/** Address segments naming what a route writes (lower-cased), as the log names it. */
const RESOURCES: Record<string, string> = {
  career: 'job',
  jobs: 'job',
  blogs: 'blog',
  workshops: 'workshop',
  courses: 'course',
  batches: 'batch',
  leads: 'lead',
  admins: 'admin',
  'admin-code': 'admin-code',
  'role-codes': 'role-code',
  webhook: 'webhook',
  webhooks: 'webhook',
  'webhook-deliveries': 'webhook',
  stories: 'alumni-story',
  partners: 'hiring-partner',
  images: 'picture',
  'site-settings': 'site-settings',
  // The e-mails to visitors are part of Site settings.
  'mail-templates': 'site-settings',
  // So are the leads pipeline's (the first call's limit, the digest's time).
  'lead-pipeline': 'site-settings',
  'privacy-requests': 'privacy-request',
};
/** Prefix segments that name no entity. */
const PREFIXES = new Set(['api', 'admin']);

const VERBS: Record<string, string> = { POST: 'Created', PUT: 'Updated', PATCH: 'Updated', DELETE: 'Deleted' };
/** The part of a record a route changes (the segment after its id), by method. */
const PART_VERBS: Record<string, Record<string, string>> = {
  image: { PUT: 'Replaced the image of', DELETE: 'Removed the image of' },
  status: { PATCH: 'Changed the status of', PUT: 'Changed the status of' },
  notes: { POST: 'Added a note to' },
  tasks: { POST: 'Added a task to', PATCH: 'Changed a task of' },
  calls: { POST: 'Logged a call with' },
  whatsapp: { POST: 'Opened a WhatsApp message to' },
  sessions: { DELETE: 'Signed out everywhere:' },
  retry: { POST: 'Retried' },
  duplicate: { POST: 'Duplicated' },
  publish: { POST: 'Published', PUT: 'Published' },
};

interface Target {
  entity: string;
  entityId: string | null;
  /** The record the entity belongs to (a course's batch). */
  parent: { entity: string; id: string } | null;
  /** A static segment after the entity's id: image, status, notes… */
  part: string | null;
}

/** What a route writes, read from its URL pattern (`/api/courses/:slug/batches/:id`) and its parameters. */
function targetOf(pattern: string, params: Record<string, string | undefined>): Target {
  let current: { entity: string; id: string | null } | null = null;
  let parent: Target['parent'] = null;
  let part: string | null = null;
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (segment.startsWith(':')) {
      if (current && current.id === null && part === null) current.id = params[segment.slice(1)] ?? null;
      continue;
    }
    const name = segment.toLowerCase();
    const resource = RESOURCES[name];
    if (resource) {
      if (current?.id) parent = { entity: current.entity, id: current.id };
      current = { entity: resource, id: null };
      part = null;
    } else if (!current) {
      // An address this table does not know yet still gets an entity: its first own segment.
      if (!PREFIXES.has(name)) current = { entity: name.replace(/s$/, ''), id: null };
    } else if (current.id !== null && part === null) {
      part = name;
    }
    // Otherwise a verb before the id (create-job, updatejobs, bulk): the method says it.
  }
  return { entity: current?.entity ?? 'other', entityId: current?.id ?? null, parent, part };
}

const plural = (entity: string): string => (/(ch|sh|s|x)$/.test(entity) ? `${entity}es` : `${entity}s`);

/** What the answer says that the summary uses. */
interface AnswerFacts {
  message?: string;
  createdId?: string;
  updated?: number;
}

/** A route's own one-line summary (and the id it wrote, when the address does not hold it). */
export interface AuditNote {
  summary?: string;
  entityId?: string;
}

const notes = new WeakMap<FastifyRequest, AuditNote>();
const answers = new WeakMap<FastifyRequest, AnswerFacts>();

/** Lets a route word its own audit summary ("Disabled admin Lakshmi Rao"); the rest is recorded as usual. */
export function noteAudit(request: FastifyRequest, note: AuditNote): void {
  notes.set(request, { ...notes.get(request), ...note });
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined);

/** The slug or id of a created record: on the answer, or on the one object it wraps (`{ message, job }`). */
function createdIdOf(answer: Record<string, unknown>): string | undefined {
  const own = text(answer.slug) ?? text(answer._id) ?? text(answer.id);
  if (own) return own;
  const wrapped = Object.values(answer).filter(
    (v): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v),
  );
  return wrapped.length === 1 && wrapped[0] ? (text(wrapped[0].slug) ?? text(wrapped[0]._id) ?? text(wrapped[0].id)) : undefined;
}

function factsOf(payload: unknown, status: number, wantsCreated: boolean): AnswerFacts {
  let answer: unknown = payload;
  if (typeof payload === 'string') {
    if (payload.length > MAX_READ_CHARS) return {};
    try {
      answer = JSON.parse(payload);
    } catch {
      return {};
    }
  }
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return {};
  const fields = answer as Record<string, unknown>;
  if (status >= 400) return { message: text(fields.message) };
  return {
    createdId: wantsCreated ? createdIdOf(fields) : undefined,
    updated: typeof fields.updated === 'number' ? fields.updated : undefined,
  };
}

function summaryOf(method: string, status: number, target: Target, facts: AnswerFacts, note: AuditNote): string {
  if (status >= 400) return `${status >= 500 ? 'Failed' : 'Refused'} (${status}): ${facts.message ?? 'no message'}`;
  if (note.summary) return note.summary;
  const verb = VERBS[method] ?? method;
  if (facts.updated !== undefined && target.entityId === null) {
    return `Changed ${facts.updated} ${facts.updated === 1 ? target.entity : plural(target.entity)}`;
  }
  const id = target.entityId ?? facts.createdId;
  const what = id ? `${target.entity} ${id}` : target.entity;
  if (target.part) return `${PART_VERBS[target.part]?.[method] ?? `${verb} the ${target.part} of`} ${what}`;
  return `${verb} ${what}${target.parent ? ` in ${target.parent.entity} ${target.parent.id}` : ''}`;
}

/** Writes an entry without holding the answer, and without failing it; the app's close waits for writes in flight. */
function auditWriter(app: FastifyInstance): (request: FastifyRequest, entry: NewAuditEntry, repeatWithinMs?: number) => void {
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  // `repeatWithinMs`: a read of the access log, written once per admin and action within that time.
  return (request, entry, repeatWithinMs) => {
    const task: Promise<void> = (
      repeatWithinMs === undefined ? app.auditRepository.record(entry, new Date()) : app.auditRepository.recordRead(entry, repeatWithinMs)
    )
      .catch((err: unknown) => request.log.error({ err, reqId: request.id, action: entry.action }, 'audit log write failed'))
      .finally(() => pending.delete(task));
    pending.add(task);
  };
}

const pathOf = (request: FastifyRequest): string => request.url.split('?')[0] ?? request.url;

/** The request's route parameters as strings (Fastify's own are strings; anything else is ignored). */
function paramsOf(request: FastifyRequest): Record<string, string | undefined> {
  const params = request.params;
  if (typeof params !== 'object' || params === null) return {};
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : undefined]));
}

/** Reads of personal data that the access log records (issue 42), by route pattern: what the line says. */
const PERSONAL_READS: Record<string, (params: Record<string, string | undefined>, query: string) => string> = {
  [routePath(API.leads.one, 'id')]: (p) => `Opened lead ${p.id ?? ''}`,
  [routePath(API.leads.file, 'id', 'fileId')]: (p) => `Downloaded the CV of lead ${p.id ?? ''}`,
  [API.leads.exportCsv]: (_p, query) => `Exported leads as CSV${query ? ` (${query})` : ' (all)'}`,
};
/** The same admin opening the same lead again within this time is one line (the drawer refetches after each change). */
const READ_REPEAT_MS = 10 * 60 * 1000;

/**
 * In the admin routes' context: the access log of personal data (issue 42): opening a lead, downloading a CV,
 * exporting the CSV, with who and when; shown in Activity (entity "lead"), kept 12 months.
 */
export function recordPersonalReads(app: FastifyInstance): void {
  const write = auditWriter(app);
  app.addHook('onResponse', async (request, reply) => {
    const user = request.user;
    const describe = PERSONAL_READS[request.routeOptions.url ?? ''];
    if (request.method !== 'GET' || !user || !describe || reply.statusCode >= 300) return;
    const params = paramsOf(request);
    const query = [...new URLSearchParams(request.url.split('?')[1] ?? '')].map(([k, v]) => `${k}=${v}`).join(', ');
    write(
      request,
      {
        actorId: user.id,
        actorName: user.name,
        action: `GET ${pathOf(request)}`,
        entity: 'lead',
        entityId: params.id ?? null,
        summary: describe(params, query),
        statusCode: reply.statusCode,
      },
      request.routeOptions.url === API.leads.exportCsv ? 0 : READ_REPEAT_MS,
    );
  });
}

/** In the admin routes' context (routes/admin/index.ts): records every write its routes answer. */
export function recordAdminWrites(app: FastifyInstance): void {
  const write = auditWriter(app);
  const isRecorded = (request: FastifyRequest) => WRITES.has(request.method) && request.user !== null;

  // Before serialisation (and compression): the answer is still the object the route or error handler sent.
  app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (isRecorded(request)) {
      const target = targetOf(request.routeOptions.url ?? '', paramsOf(request));
      const wantsCreated = request.method === 'POST' && target.entityId === null && target.parent === null;
      answers.set(request, factsOf(payload, reply.statusCode, wantsCreated));
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const user = request.user;
    if (!isRecorded(request) || !user) return;
    const target = targetOf(request.routeOptions.url ?? '', paramsOf(request));
    const note = notes.get(request) ?? {};
    const status = reply.statusCode;
    const facts = answers.get(request) ?? {};
    write(request, {
      actorId: user.id,
      actorName: user.name,
      action: `${request.method} ${pathOf(request)}`,
      entity: target.entity,
      entityId: note.entityId ?? target.entityId ?? (status < 400 ? (facts.createdId ?? null) : null),
      summary: summaryOf(request.method, status, target, facts, note),
      statusCode: status,
    });
  });
}

const SIGN_IN_SUMMARIES: Record<string, { entity: string; summary: string }> = {
  [API.auth.login]: { entity: 'session', summary: 'Signed in' },
  [API.auth.logout]: { entity: 'session', summary: 'Signed out' },
  [API.auth.signup]: { entity: 'admin', summary: 'Signed up' },
};

/** In the /apiauth context: records a successful sign-up, sign-in and logout, the admin being the actor. */
export function recordSignIns(app: FastifyInstance): void {
  const write = auditWriter(app);
  app.addHook('onResponse', async (request, reply) => {
    const known = SIGN_IN_SUMMARIES[request.routeOptions.url ?? ''];
    const user = request.user;
    if (!known || !user || request.method !== 'POST' || reply.statusCode >= 300) return;
    write(request, {
      actorId: user.id,
      actorName: user.name,
      action: `POST ${pathOf(request)}`,
      entity: known.entity,
      entityId: known.entity === 'admin' ? user.id : null,
      summary: known.summary,
      statusCode: reply.statusCode,
    });
  });
}

/** GET API.admin.activity: the audit log, newest first, by admin and by entity. */
export default async function activityRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ActivityQuery }>(
    API.admin.activity,
    {
      schema: operation({
        operationId: 'listActivity',
        tag: 'Admins',
        summary: 'The audit log: every admin write (who, what, when, the answer), newest first, by admin and by entity.',
        admin: true,
        querystring: activityQuerySchema,
        response: { ...adminRead, 200: answer('One page of the log.', ref('AuditList')) },
      }),
    },
    async (request, reply): Promise<AuditListResponse> => {
      reply.header('cache-control', 'no-store');
      return app.auditRepository.list(request.query);
    },
  );
}
