import type { FastifyInstance } from 'fastify';
import {
  API,
  UUID_PATTERN,
  WEBHOOK_ALREADY_DELIVERED_MESSAGE,
  WEBHOOK_DELIVERY_NOT_FOUND_MESSAGE,
  WEBHOOK_NOT_CONFIGURED_MESSAGE,
  webhookDeliveryQuerySchema,
  type WebhookDeliveryDto,
  type WebhookDeliveryListResponse,
  type WebhookDeliveryQuery,
} from '@contract';
import { HttpError, notFound } from '../../lib/errors';

/** The CRM webhook's deliveries (issue 20): the list, and an admin's retry of one (admin only, routes/admin/index.ts). */
export default async function adminWebhookRoutes(app: FastifyInstance): Promise<void> {
  const url = app.config.leadWebhookUrl;
  // The origin only: a CRM's URL often carries its token in the path or query.
  const target = url ? new URL(url).origin : null;

  app.get<{ Querystring: WebhookDeliveryQuery }>(
    API.admin.webhookDeliveries,
    { schema: { querystring: webhookDeliveryQuerySchema } },
    async (request, reply): Promise<WebhookDeliveryListResponse> => {
      reply.header('cache-control', 'no-store');
      const { items, total } = await app.webhookDeliveriesRepository.list(request.query);
      return { configured: target !== null, target, items, total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.post<{ Params: { id: string } }>(`${API.admin.webhookDeliveries}/:id/retry`, async (request): Promise<WebhookDeliveryDto> => {
    const { id } = request.params;
    if (!UUID_PATTERN.test(id)) throw notFound(WEBHOOK_DELIVERY_NOT_FOUND_MESSAGE);
    if (!target) throw new HttpError(409, WEBHOOK_NOT_CONFIGURED_MESSAGE);
    const delivery = await app.webhookDeliveriesRepository.retry(id, new Date());
    if (delivery === null) throw notFound(WEBHOOK_DELIVERY_NOT_FOUND_MESSAGE);
    if (delivery === 'delivered') throw new HttpError(409, WEBHOOK_ALREADY_DELIVERED_MESSAGE);
    app.leadWebhook.nudge();
    return delivery;
  });
}
