import type { FastifyInstance } from 'fastify';
import {
  API,
  routePath,
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
import { adminRead, adminWrite, answer, idParam, notFound as noSuch, operation, ref } from '../../openapi/schema';

/** The CRM webhook's deliveries (issue 20): the list, and an admin's retry of one (admin only, routes/admin/index.ts). */
export default async function adminWebhookRoutes(app: FastifyInstance): Promise<void> {
  const url = app.config.leadWebhookUrl;
  // The origin only: a CRM's URL often carries its token in the path or query.
  const target = url ? new URL(url).origin : null;

  app.get<{ Querystring: WebhookDeliveryQuery }>(
    API.admin.webhookDeliveries,
    {
      schema: operation({
        operationId: 'listWebhookDeliveries',
        tag: 'Dashboard',
        summary: 'Deliveries of new leads to the CRM webhook (LEAD_WEBHOOK_URL), newest first, and whether it is configured.',
        admin: true,
        querystring: webhookDeliveryQuerySchema,
        response: { ...adminRead, 200: answer('One page of deliveries.', ref('WebhookDeliveryList')) },
      }),
    },
    async (request, reply): Promise<WebhookDeliveryListResponse> => {
      reply.header('cache-control', 'no-store');
      const { items, total } = await app.webhookDeliveriesRepository.list(request.query);
      return { configured: target !== null, target, items, total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  const retrySchema = operation({
    operationId: 'retryWebhookDelivery',
    tag: 'Dashboard',
    summary: 'Send a pending or failed delivery again now (a failed one gets one more attempt).',
    admin: true,
    params: { id: idParam("The delivery's id (UUID).") },
    response: {
      ...adminWrite,
      200: answer('The delivery, due now.', ref('WebhookDelivery')),
      ...noSuch('delivery'),
      409: answer('The delivery was already delivered, or the webhook is not configured.'),
    },
  });
  app.post<{ Params: { id: string } }>(
    routePath(API.admin.webhookRetry, 'id'),
    { schema: retrySchema },
    async (request): Promise<WebhookDeliveryDto> => {
      const { id } = request.params;
      if (!UUID_PATTERN.test(id)) throw notFound(WEBHOOK_DELIVERY_NOT_FOUND_MESSAGE);
      if (!target) throw new HttpError(409, WEBHOOK_NOT_CONFIGURED_MESSAGE);
      const delivery = await app.webhookDeliveriesRepository.retry(id, new Date());
      if (delivery === null) throw notFound(WEBHOOK_DELIVERY_NOT_FOUND_MESSAGE);
      if (delivery === 'delivered') throw new HttpError(409, WEBHOOK_ALREADY_DELIVERED_MESSAGE);
      app.leadWebhook.nudge();
      return delivery;
    },
  );
}
