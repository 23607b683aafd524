import type { FastifyInstance } from 'fastify';
import { API, routePath, SLUG_PATTERN } from '@contract';
import { COURSE_NOT_FOUND } from '../../plugins/app/courses-repository';
import { always, answer, listOf, noBody, notFound, notModified, operation, ref, slugParam } from '../../openapi/schema';

/**
 * Courses, public reads (cached; issue 19). Each answer holds the batches open when it was made; the
 * repository tells the cache when the first of them closes, so a cached answer never outlives a batch.
 * The writes are in routes/admin/courses.ts.
 */
export default async function courseRoutes(app: FastifyInstance): Promise<void> {
  const listSchema = operation({
    operationId: 'listCourses',
    tag: 'Courses',
    summary: 'The courses the institute offers, each with its next open batch (apply-by today or later in Hyderabad).',
    response: { ...always, 200: answer('The courses.', listOf('CourseSummary')), 304: notModified },
  });
  app.get(API.courses.list, { schema: listSchema }, async (request, reply) => {
    const entry = await app.publicCache.get('courses', 'list', async () => ({ status: 200, value: await app.coursesRepository.list() }));
    return app.publicCache.send(request, reply, entry);
  });

  const oneSchema = operation({
    operationId: 'getCourse',
    tag: 'Courses',
    summary: 'One course with its details and the batches open for applications; an old address answers 301 to the current one.',
    params: { slug: slugParam('course') },
    response: {
      ...always,
      200: answer('The course.', ref('Course')),
      301: noBody('The course moved to a new address (Location).'),
      304: notModified,
      ...notFound('course'),
    },
  });
  app.get<{ Params: { slug: string } }>(routePath(API.courses.one, 'slug'), { schema: oneSchema }, async (request, reply) => {
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
