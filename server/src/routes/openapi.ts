import type { FastifyInstance } from 'fastify';
import { API } from '@contract';
import { always, answer, operation, textBody } from '../openapi/schema';
import { referencePage } from '../openapi/reference-page';

/** The OpenAPI 3.1 document of the API (@fastify/swagger, from the routes' own schemas) and its readable reference page (issue 15). */
export default async function openApiRoutes(app: FastifyInstance): Promise<void> {
  let body: string | null = null;
  app.get(
    API.openApi,
    {
      schema: operation({
        operationId: 'openApiDocument',
        tag: 'Site',
        summary: 'This document (OpenAPI 3.1).',
        response: { ...always, 200: answer('The document.', { type: 'object', required: ['openapi', 'paths'] }) },
      }),
    },
    async (_request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send((body ??= JSON.stringify(app.swagger()))),
  );
  app.get(
    API.docs,
    {
      schema: operation({
        operationId: 'apiReference',
        tag: 'Site',
        summary: 'This document as a readable page.',
        response: { ...always, 200: textBody('text/html', 'The reference page.') },
      }),
    },
    async (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(referencePage(app.swagger())),
  );
}
