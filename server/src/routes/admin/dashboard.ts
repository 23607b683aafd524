import type { FastifyInstance } from 'fastify';
import { API, leadFunnelQuerySchema, type DashboardDto, type LeadFunnelDto, type LeadFunnelQuery, type FunnelPeriod } from '@contract';
import { adminRead, answer, operation, ref } from '../../openapi/schema';

const RETENTION_LOOKAHEAD_MS = 30 * 24 * 60 * 60 * 1000;

/** The admin dashboard's numbers (issue 20), counted by the database on each request (admin only, routes/admin/index.ts). */
export default async function adminDashboardRoutes(app: FastifyInstance): Promise<void> {
  const schema = operation({
    operationId: 'getDashboard',
    tag: 'Dashboard',
    summary:
      "The admin dashboard's numbers: new leads, calls and follow-ups due, leads by course, source and day, upcoming batches and workshop seats.",
    description: 'Hyderabad calendar days; the week starts on Monday. Counted by the database on every request.',
    admin: true,
    response: { ...adminRead, 200: answer('The numbers.', ref('Dashboard')) },
  });
  app.get(API.admin.dashboard, { schema }, async (_request, reply): Promise<DashboardDto> => {
    reply.header('cache-control', 'no-store');
    const [numbers, retentionDue] = await Promise.all([
      app.dashboardRepository.read(),
      app.retention.dueBy(new Date(Date.now() + RETENTION_LOOKAHEAD_MS)),
    ]);
    return { ...numbers, retentionDue };
  });

  const funnelSchema = operation({
    operationId: 'getLeadFunnel',
    tag: 'Dashboard',
    summary:
      'The leads funnel of the last 30 or 90 days: leads, contacted, enrolled and lost, by course and by source, with the lost reasons.',
    description:
      'Enquiries and workshop registrations created in the period (Hyderabad days, today included), as they stand now. Contacted: reached Contacted or a later stage (now or in its history), or a call was logged. Each stage: the leads that reached it or a later one, and those at it now.',
    admin: true,
    querystring: leadFunnelQuerySchema,
    response: { ...adminRead, 200: answer('The funnel.', ref('LeadFunnel')) },
  });
  app.get<{ Querystring: LeadFunnelQuery }>(
    API.admin.leadFunnel,
    { schema: funnelSchema },
    async (request, reply): Promise<LeadFunnelDto> => {
      reply.header('cache-control', 'no-store');
      const { stages } = await app.siteSettingsRepository.leadPipeline();
      return app.dashboardRepository.funnel(request.query.days as FunnelPeriod, stages);
    },
  );
}
