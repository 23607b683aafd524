import type { FastifyInstance } from 'fastify';
import { API, workshopSchema, type WorkshopInput } from '@contract';

/** Workshops, admin side: create, update (the slug may move), delete. */
export default async function adminWorkshopRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: WorkshopInput }>(API.workshops.list, { schema: { body: workshopSchema } }, async (request, reply) =>
    reply.code(201).send(await app.workshopsRepository.create(request.body)),
  );

  app.put<{ Params: { slug: string }; Body: WorkshopInput }>(
    '/api/workshops/:slug',
    { schema: { body: workshopSchema } },
    async (request) =>
      app.workshopsRepository.update(request.params.slug, request.body, {
        ifMatch: request.headers['if-match'],
        version: request.body.version,
      }),
  );

  app.delete<{ Params: { slug: string } }>('/api/workshops/:slug', async (request) => {
    await app.workshopsRepository.remove(request.params.slug, { ifMatch: request.headers['if-match'] });
    return { message: 'Workshop deleted.' };
  });
}
