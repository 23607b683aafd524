import type { FastifyInstance } from 'fastify';
import { API, SLUG_PATTERN } from '@contract';
import { COURSE_NOT_FOUND } from '../../plugins/app/courses-repository';

/**
 * Courses, public reads (cached; issue 19). Each answer holds the batches open when it was made; the
 * repository tells the cache when the first of them closes, so a cached answer never outlives a batch.
 * The writes are in routes/admin/courses.ts.
 */
export default async function courseRoutes(app: FastifyInstance): Promise<void> {
  app.get(API.courses.list, async (request, reply) => {
    const entry = await app.publicCache.get('courses', 'list', async () => ({ status: 200, value: await app.coursesRepository.list() }));
    return app.publicCache.send(request, reply, entry);
  });

  app.get<{ Params: { slug: string } }>('/api/courses/:slug', async (request, reply) => {
    const { slug } = request.params;
    if (!SLUG_PATTERN.test(slug)) return reply.code(404).send({ message: COURSE_NOT_FOUND });
    // Only known slugs get a cache entry, so requests for made-up slugs cannot grow the cache.
    const list = await app.publicCache.get('courses', 'slugs', async () => ({ status: 200, value: await app.coursesRepository.slugs() }));
    if (!(JSON.parse(list.body) as string[]).includes(slug)) {
      // A course whose address changed keeps its old one working.
      const moved = await app.coursesRepository.movedTo(slug);
      if (moved) return reply.redirect(API.courses.one(moved), 301);
      return reply.code(404).send({ message: COURSE_NOT_FOUND });
    }
    const entry = await app.publicCache.get('courses', `slug:${slug}`, async () => {
      const dto = await app.coursesRepository.findBySlug(slug);
      if (!dto) return { status: 404, value: { message: COURSE_NOT_FOUND } };
      return { status: 200, value: dto };
    });
    return app.publicCache.send(request, reply, entry);
  });
}
