import type { FastifyInstance } from 'fastify';
import { API, alumniStoriesQuerySchema, type AlumniStoriesQuery } from '@contract';
import { COURSE_NOT_FOUND } from '../../plugins/app/courses-repository';
import { always, answer, listOf, notModified, operation } from '../../openapi/schema';

/**
 * Alumni outcomes, public reads (issue 21; cached under 'courses', see alumni-repository.ts): published
 * stories, all or one course's, and the hiring partners. The writes are in routes/admin/alumni.ts.
 */
export default async function alumniRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: AlumniStoriesQuery }>(
    API.alumni.stories,
    {
      schema: operation({
        operationId: 'listAlumniStories',
        tag: 'Alumni',
        summary: "Published alumni stories (testimonials and placement stories), real ones first, newest first; or one course's.",
        description: 'A story marked `sample` is seeded example content: the site labels it "Sample" and never marks it up as a review.',
        querystring: alumniStoriesQuerySchema,
        response: {
          ...always,
          200: answer('The stories.', listOf('AlumniStory')),
          304: notModified,
          404: answer('No course answers at the `course` address.'),
        },
      }),
    },
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

  const partnersSchema = operation({
    operationId: 'listHiringPartners',
    tag: 'Alumni',
    summary: 'The companies that hire ITX learners, real ones first, by name.',
    response: { ...always, 200: answer('The partners.', listOf('HiringPartner')), 304: notModified },
  });
  app.get(API.alumni.partners, { schema: partnersSchema }, async (request, reply) => {
    const entry = await app.publicCache.get('courses', 'alumni:partners', async () => ({
      status: 200,
      value: await app.alumniRepository.partners(),
    }));
    return app.publicCache.send(request, reply, entry);
  });
}
