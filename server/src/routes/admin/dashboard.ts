import type { FastifyInstance } from 'fastify';
import { API, type DashboardDto } from '@contract';

/** The admin dashboard's numbers (issue 20), counted by the database on each request (admin only, routes/admin/index.ts). */
export default async function adminDashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get(API.admin.dashboard, async (_request, reply): Promise<DashboardDto> => {
    reply.header('cache-control', 'no-store');
    return app.dashboardRepository.read();
  });
}
