import type { FastifyInstance } from 'fastify';
import {
  API,
  IST_OFFSET_MS,
  istDay,
  LEAD_FORM_LABELS,
  leadListQuerySchema,
  leadStatusSchema,
  type LeadListQuery,
  type LeadListResponse,
  type LeadStatus,
} from '@contract';
import { toCsv } from '../../lib/csv';
import { notFound } from '../../lib/errors';

/** A CSV export holds at most this many rows (newest first); narrow the filters for older leads. */
const EXPORT_MAX_ROWS = 50_000;
/** "2026-11-25 18:30:05": the Hyderabad wall-clock time the inbox shows, in a form spreadsheets read as a date. */
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

/** The lead inbox: list, CSV export and follow-up status (admin only, guarded by routes/admin/index.ts). */
export default async function adminLeadRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(API.leads.list)) reply.header('cache-control', 'no-store');
  });

  app.get<{ Querystring: LeadListQuery }>(
    API.leads.list,
    { schema: { querystring: leadListQuerySchema } },
    async (request): Promise<LeadListResponse> => app.leadsRepository.list(request.query),
  );

  app.get<{ Querystring: LeadListQuery }>(API.leads.exportCsv, { schema: { querystring: leadListQuerySchema } }, async (request, reply) => {
    const { page: _page, pageSize: _pageSize, ...filters } = request.query;
    const rows = await app.leadsRepository.export(filters, EXPORT_MAX_ROWS);
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
    ];
    const body = toCsv(
      header,
      rows.map((r) => [
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
      ]),
    );
    const day = istDay(new Date());
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="itx-leads-${day}.csv"`).send(body);
  });

  app.patch<{ Params: { id: string }; Body: { status: LeadStatus } }>(
    '/api/leads/:id/status',
    { schema: { body: leadStatusSchema } },
    async (request) => {
      const { id } = request.params;
      if (!UUID.test(id)) throw notFound('Lead not found.');
      const lead = await app.leadsRepository.setStatus(id, request.body.status);
      if (!lead) throw notFound('Lead not found.');
      return lead;
    },
  );
}
