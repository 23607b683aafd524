import type { FastifyInstance } from 'fastify';
import { API, SLUG_PATTERN, versionEtag } from '@contract';
import { WORKSHOP_NOT_FOUND } from '../../plugins/app/workshops-repository';

/** Workshops, public reads (cached); the writes are in routes/admin/workshops.ts. */
export default async function workshopRoutes(app: FastifyInstance): Promise<void> {
  app.get(API.workshops.list, async (request, reply) => {
    const entry = await app.publicCache.get('workshops', 'list', async () => ({
      status: 200,
      value: await app.workshopsRepository.list(),
    }));
    return app.publicCache.send(request, reply, entry);
  });

  app.get<{ Params: { slug: string } }>('/api/workshops/:slug', async (request, reply) => {
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
