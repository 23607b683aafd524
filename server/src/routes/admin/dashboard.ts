import type { FastifyInstance } from 'fastify';
import { API, type DashboardDto } from '@contract';
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
}
