import type { FastifyInstance } from 'fastify';
import {
  API,
  CV_CONTENT_TYPES,
  IST_OFFSET_MS,
  routePath,
  istDay,
  LEAD_FLAG_LABELS,
  LEAD_PURPOSE_LABELS,
  noticeVersionText,
  LEAD_FORM_LABELS,
  leadBulkSchema,
  leadListQuerySchema,
  leadNoteSchema,
  leadStatusSchema,
  leadUpdateSchema,
  type LeadBulkInput,
  type LeadBulkResponse,
  type LeadDetailDto,
  type LeadDto,
  type LeadListQuery,
  type LeadListResponse,
  type LeadNoteInput,
  type LeadStatus,
  type LeadUpdateInput,
  type UserDto,
  UNKNOWN_LOST_REASON_MESSAGE,
  UNKNOWN_STATUS_MESSAGE,
} from '@contract';
import { Readable } from 'node:stream';
import { csvPieces } from '../../lib/csv';
import { attachmentDisposition } from '../../lib/cv';
import { badRequest, notFound } from '../../lib/errors';
import { LEAD_FILE_NOT_FOUND, LEAD_NOT_FOUND, type LeadActor } from '../../plugins/app/leads-repository';
import { adminRead, adminWrite, answer, bytes, idParam, notFound as noSuch, operation, ref, textBody } from '../../openapi/schema';

const leadIdParam = { id: idParam("The lead's id (UUID); a malformed one is answered 404.") };

/** The CSV export reads the leads this many at a time and sends each batch as it comes: every lead, in bounded memory. */
const EXPORT_BATCH_ROWS = 500;
/** Exports that may run at once: each reads every lead, so a third waits its turn instead of stalling the site (issue 39). */
const EXPORTS_AT_ONCE = 2;
export const EXPORT_BUSY_MESSAGE = 'An export is already running: try again in a minute.';
/** "YYYY-MM-DD HH:MM:SS": the Hyderabad wall-clock time the inbox shows, in a form spreadsheets read as a date. */
function istDateTime(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * "(+91) 9876543210": starts with no formula character (a bare "+91" would need an apostrophe, which
 * Excel and Google Sheets show), and the space keeps spreadsheets from reading it as a number.
 */
function exportPhone(countryCode: string, phone: string): string {
  return `(${countryCode}) ${phone}`;
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A lead id from the address: a malformed one names no lead (404, as an unknown one). */
function leadId(id: string): string {
  if (!UUID.test(id)) throw notFound(LEAD_NOT_FOUND);
  return id;
}

/** The signed-in admin who makes a change (the admin guard has set request.user before any handler runs). */
function actorOf(user: UserDto | null): LeadActor {
  if (!user) throw new Error('an admin route ran without a signed-in admin');
  return { id: user.id, name: user.name };
}

/**
 * The lead inbox: list, CSV export, a lead's detail (notes, history and files), its status, owner and
 * follow-up day, notes, an applicant's CV, and bulk changes (admin only, guarded by routes/admin/index.ts).
 */
export default async function adminLeadRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply) => {
    // An answer that says how it may be kept (a CV download) keeps its own words.
    if (request.url.startsWith(API.leads.list) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.get<{ Querystring: LeadListQuery }>(
    API.leads.list,
    {
      schema: operation({
        operationId: 'listLeads',
        tag: 'Leads',
        summary: 'The lead inbox, newest first, filtered and paged.',
        admin: true,
        querystring: leadListQuerySchema,
        response: { ...adminRead, 200: answer('One page of leads.', ref('LeadList')) },
      }),
    },
    async (request): Promise<LeadListResponse> => {
      await knownStatus(request.query.status || undefined);
      return app.leadsRepository.list(request.query);
    },
  );

  const exportSchema = operation({
    operationId: 'exportLeads',
    tag: 'Leads',
    summary: 'Every lead the filters match as a CSV file, newest first (streamed).',
    admin: true,
    querystring: leadListQuerySchema,
    response: {
      ...adminRead,
      200: textBody('text/csv', 'The CSV file (attachment).'),
      429: answer('Two exports are already running: try again in a minute (Retry-After).'),
    },
  });
  let exporting = 0;
  app.get<{ Querystring: LeadListQuery }>(API.leads.exportCsv, { schema: exportSchema }, async (request, reply) => {
    if (exporting >= EXPORTS_AT_ONCE) return reply.code(429).header('retry-after', '60').send({ message: EXPORT_BUSY_MESSAGE });
    await knownStatus(request.query.status || undefined);
    const { page: _page, pageSize: _pageSize, ...filters } = request.query;
    const header = [
      'Created (IST, UTC+05:30)',
      'Name',
      'Email',
      'Phone',
      'Interest',
      'Session',
      'Message',
      'Form',
      'Status',
      'Source page',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'Owner',
      'Follow-up',
      'Waitlist',
      'Flag',
      'Privacy notice',
      'Consented to',
    ];
    const rows = async function* () {
      for await (const batch of app.leadsRepository.exportBatches(filters, EXPORT_BATCH_ROWS)) {
        yield batch.map((r) => [
          istDateTime(new Date(r.createdAt)),
          r.name,
          r.email,
          exportPhone(r.countryCode, r.phone),
          r.interest,
          r.session,
          r.message,
          LEAD_FORM_LABELS[r.form] ?? r.form,
          r.status,
          r.sourcePage,
          r.utm.utm_source,
          r.utm.utm_medium,
          r.utm.utm_campaign,
          r.utm.utm_term,
          r.utm.utm_content,
          r.ownerName,
          r.followUpOn,
          r.waitlist ? 'Yes' : '',
          r.flag ? LEAD_FLAG_LABELS[r.flag] : '',
          noticeVersionText(r.consent.noticeVersion),
          r.consent.purposes.map((p) => LEAD_PURPOSE_LABELS[p]).join('; '),
        ]);
      }
    };
    const day = istDay(new Date());
    const body = Readable.from(csvPieces(header, rows()));
    // Held until the stream is done, sent whole or cut off by the client.
    exporting += 1;
    body.once('close', () => (exporting -= 1));
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="itx-leads-${day}.csv"`).send(body);
  });

  /** A status that is one of the pipeline's stages; any other is refused (400), as an unknown status always was. */
  function stageOf(stages: readonly { id: string }[], status: string | undefined): string | undefined {
    if (status !== undefined && !stages.some((st) => st.id === status)) {
      throw badRequest(UNKNOWN_STATUS_MESSAGE, { status: UNKNOWN_STATUS_MESSAGE });
    }
    return status;
  }

  async function knownStatus(status: string | undefined): Promise<string | undefined> {
    return status === undefined ? status : stageOf((await app.siteSettingsRepository.leadPipeline()).stages, status);
  }

  /**
   * A write's status and lost reason, checked against one read of the pipeline settings: the status one of the
   * stages, the reason one of the listed ones (letter case as listed); anything else is refused (400).
   */
  async function checkedOutcome(
    status: string | undefined,
    reason: string | null | undefined,
  ): Promise<{ status: string | undefined; lostReason: string | null | undefined }> {
    if (status === undefined && !reason) return { status, lostReason: reason };
    const { stages, lostReasons } = await app.siteSettingsRepository.leadPipeline();
    const listed = reason ? lostReasons.find((r) => r.toLowerCase() === reason.toLowerCase()) : reason;
    if (reason && !listed) throw badRequest(UNKNOWN_LOST_REASON_MESSAGE, { lostReason: UNKNOWN_LOST_REASON_MESSAGE });
    return { status: stageOf(stages, status), lostReason: listed };
  }

  app.patch<{ Params: { id: string }; Body: { status: LeadStatus; lostReason?: string | null } }>(
    routePath(API.leads.status, 'id'),
    {
      schema: operation({
        operationId: 'setLeadStatus',
        tag: 'Leads',
        summary: "Change a lead's status ('closed' with an optional reason from the pipeline settings' list).",
        admin: true,
        params: { id: idParam("The lead's id (UUID).") },
        body: leadStatusSchema,
        response: { ...adminWrite, 200: answer('The changed lead.', ref('Lead')), ...noSuch('lead') },
      }),
    },
    async (request): Promise<LeadDto> =>
      app.leadsRepository.update(
        leadId(request.params.id),
        await checkedOutcome(request.body.status, request.body.lostReason),
        actorOf(request.user),
      ),
  );

  /** The lead, its notes and its history, as the detail drawer shows them. */
  async function detail(id: string): Promise<LeadDetailDto> {
    const lead = await app.leadsRepository.detail(id);
    if (!lead) throw notFound(LEAD_NOT_FOUND);
    return { ...lead, tasks: await app.leadTasksRepository.forLead(id) };
  }

  const detailSchema = operation({
    operationId: 'getLead',
    tag: 'Leads',
    summary: 'A lead with its notes (newest first) and the history of every change (oldest first).',
    admin: true,
    params: leadIdParam,
    response: { ...adminRead, 200: answer('The lead, its notes and its history.', ref('LeadDetail')), ...noSuch('lead') },
  });
  app.get<{ Params: { id: string } }>(routePath(API.leads.one, 'id'), { schema: detailSchema }, async (request) =>
    detail(leadId(request.params.id)),
  );

  /*
   * An applicant's CV (docs/product.md §5) as an attachment: the type checked from its bytes when it came,
   * never sniffed by the browser (nosniff), never shown inside the site (a sandbox CSP, should it be opened
   * in a tab), and kept in no cache.
   */
  const fileSchema = operation({
    operationId: 'downloadLeadFile',
    tag: 'Leads',
    summary: "Download a file kept with a lead (a job applicant's CV) as an attachment.",
    description:
      "The stored bytes with the Content-Type checked from them when they came, Content-Disposition attachment (filename, and filename* in UTF-8 for a name beyond ASCII), X-Content-Type-Options nosniff, Cache-Control private, no-store and a sandbox CSP. The ids are in the lead's `files`.",
    admin: true,
    params: {
      ...leadIdParam,
      fileId: idParam("The file's id (UUID, from the lead's `files`); a malformed one is answered 404."),
    },
    response: {
      ...adminRead,
      200: bytes(
        'The file (attachment).',
        Object.fromEntries(Object.values(CV_CONTENT_TYPES).map((type) => [type, { type: 'string', contentMediaType: type }])),
      ),
      ...noSuch('lead or file'),
    },
  });
  app.get<{ Params: { id: string; fileId: string } }>(
    routePath(API.leads.file, 'id', 'fileId'),
    { schema: fileSchema },
    async (request, reply) => {
      const id = leadId(request.params.id);
      if (!UUID.test(request.params.fileId)) throw notFound(LEAD_FILE_NOT_FOUND);
      const file = await app.leadsRepository.file(id, request.params.fileId);
      if (!file) throw notFound(LEAD_FILE_NOT_FOUND);
      return reply
        .type(file.contentType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('content-length', file.size)
        .send(Readable.from(file.pieces()));
    },
  );

  app.patch<{ Params: { id: string }; Body: LeadUpdateInput }>(
    routePath(API.leads.one, 'id'),
    {
      schema: operation({
        operationId: 'updateLead',
        tag: 'Leads',
        summary: "Change a lead's status, owner (an active admin, or null) and next follow-up day (or null).",
        description: 'Every field that really changes is one event of the history, by the signed-in admin.',
        admin: true,
        params: leadIdParam,
        body: leadUpdateSchema,
        response: { ...adminWrite, 200: answer('The changed lead, its notes and its history.', ref('LeadDetail')), ...noSuch('lead') },
      }),
    },
    async (request): Promise<LeadDetailDto> => {
      const id = leadId(request.params.id);
      const { status, lostReason, ownerId, followUpOn, legalHold } = request.body;
      await app.leadsRepository.update(
        id,
        { ...(await checkedOutcome(status, lostReason)), ownerId, followUpOn, legalHold },
        actorOf(request.user),
      );
      return detail(id);
    },
  );

  app.post<{ Params: { id: string }; Body: LeadNoteInput }>(
    routePath(API.leads.notes, 'id'),
    {
      schema: operation({
        operationId: 'addLeadNote',
        tag: 'Leads',
        summary: "Add the signed-in admin's note to a lead.",
        admin: true,
        params: leadIdParam,
        body: leadNoteSchema,
        response: { ...adminWrite, 201: answer('The lead with the new note.', ref('LeadDetail')), ...noSuch('lead') },
      }),
    },
    async (request, reply) => {
      const id = leadId(request.params.id);
      await app.leadsRepository.addNote(id, request.body.body, actorOf(request.user));
      return reply.code(201).send(await detail(id));
    },
  );

  const bulkSchema = operation({
    operationId: 'bulkUpdateLeads',
    tag: 'Leads',
    summary: 'Set one status and/or owner on up to 500 selected leads at once.',
    description: 'One transaction; ids that name no lead are skipped, and only leads that changed are counted.',
    admin: true,
    body: leadBulkSchema,
    response: { ...adminWrite, 200: answer('How many leads changed.', ref('LeadBulkAnswer')) },
  });
  app.post<{ Body: LeadBulkInput }>(API.leads.bulk, { schema: bulkSchema }, async (request): Promise<LeadBulkResponse> => {
    const { ids, status, lostReason, ownerId } = request.body;
    const updated = await app.leadsRepository.bulkUpdate(
      ids,
      { ...(await checkedOutcome(status, lostReason)), ownerId },
      actorOf(request.user),
    );
    return { updated };
  });
}
