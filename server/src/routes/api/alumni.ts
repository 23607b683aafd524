import type { FastifyInstance } from 'fastify';
import { API, alumniStoriesQuerySchema, type AlumniStoriesQuery } from '@contract';
import { COURSE_NOT_FOUND } from '../../plugins/app/courses-repository';

/**
 * Alumni outcomes, public reads (issue 21; cached under 'courses', see alumni-repository.ts): published
 * stories, all or one course's, and the hiring partners. The writes are in routes/admin/alumni.ts.
 */
export default async function alumniRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: AlumniStoriesQuery }>(
    API.alumni.stories,
    { schema: { querystring: alumniStoriesQuerySchema } },
    async (request, reply) => {
      const course = request.query.course || undefined;
      if (course === undefined) {
        const entry = await app.publicCache.get('courses', 'alumni:stories', async () => ({
          status: 200,
          value: await app.alumniRepository.listPublished(),
        }));
        return app.publicCache.send(request, reply, entry);
      }
      // Only addresses a course answers at get a cache entry, so made-up ones cannot grow the cache.
      const known = await app.publicCache.get('courses', 'alumni:course-addresses', async () => ({
        status: 200,
        value: await app.alumniRepository.courseAddresses(),
      }));
      if (!(JSON.parse(known.body) as string[]).includes(course)) return reply.code(404).send({ message: COURSE_NOT_FOUND });
      const entry = await app.publicCache.get('courses', `alumni:stories:${course}`, async () => {
        const stories = await app.alumniRepository.listPublished(course);
        return stories ? { status: 200, value: stories } : { status: 404, value: { message: COURSE_NOT_FOUND } };
      });
      return app.publicCache.send(request, reply, entry);
    },
  );

  app.get(API.alumni.partners, async (request, reply) => {
    const entry = await app.publicCache.get('courses', 'alumni:partners', async () => ({
      status: 200,
      value: await app.alumniRepository.partners(),
    }));
    return app.publicCache.send(request, reply, entry);
  });
}
