import type { FastifyInstance } from 'fastify';
import { openApiDocument } from '../openapi/document';
import { referencePage } from '../openapi/reference-page';

/** The OpenAPI 3.1 document of the API and its readable reference page (issue 15). */
export default async function openApiRoutes(app: FastifyInstance): Promise<void> {
  const body = JSON.stringify(openApiDocument());
  app.get('/api/openapi.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(body),
  );
  app.get('/api/docs', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(referencePage()),
  );
}
