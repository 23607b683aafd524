import type { FastifyInstance } from 'fastify';
import { API, routePath, SLUG_PATTERN, versionEtag } from '@contract';
import { WORKSHOP_NOT_FOUND } from '../../plugins/app/workshops-repository';
import { always, answer, listOf, notFound, notModified, operation, ref, slugParam } from '../../openapi/schema';

/** Workshops, public reads (cached); the writes are in routes/admin/workshops.ts. */
export default async function workshopRoutes(app: FastifyInstance): Promise<void> {
  const listSchema = operation({
    operationId: 'listWorkshops',
    tag: 'Workshops',
    summary: 'Every workshop.',
    response: { ...always, 200: answer('The workshops.', listOf('Workshop')), 304: notModified },
  });
  app.get(API.workshops.list, { schema: listSchema }, async (request, reply) => {
    const entry = await app.publicCache.get('workshops', 'list', async () => ({
      status: 200,
      value: await app.workshopsRepository.list(),
    }));
    return app.publicCache.send(request, reply, entry);
  });

  const oneSchema = operation({
    operationId: 'getWorkshop',
    tag: 'Workshops',
    summary: 'One workshop by its address.',
    params: { slug: slugParam('workshop') },
    response: { ...always, 200: answer('The workshop.', ref('Workshop')), 304: notModified, ...notFound('workshop') },
  });
  app.get<{ Params: { slug: string } }>(routePath(API.workshops.one, 'slug'), { schema: oneSchema }, async (request, reply) => {
    const { slug } = request.params;
    if (!SLUG_PATTERN.test(slug)) return reply.code(404).send({ message: WORKSHOP_NOT_FOUND });
    // Only known slugs get a cache entry, so requests for made-up slugs cannot grow the cache.
    const list = await app.publicCache.get('workshops', 'slugs', async () => ({
      status: 200,
      value: await app.workshopsRepository.slugs(),
    }));
    if (!(JSON.parse(list.body) as string[]).includes(slug)) return reply.code(404).send({ message: WORKSHOP_NOT_FOUND });
    const entry = await app.publicCache.get('workshops', `slug:${slug}`, async () => {
      const dto = await app.workshopsRepository.findBySlug(slug);
      if (!dto) return { status: 404, value: { message: WORKSHOP_NOT_FOUND } };
      return { status: 200, value: dto, etag: versionEtag(dto) };
    });
    return app.publicCache.send(request, reply, entry);
  });
}
