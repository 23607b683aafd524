import type { FastifyInstance, FastifyReply } from 'fastify';
import { API, batchSchema, courseSchema, versionEtag, type BatchInput, type CourseInput } from '@contract';
import { COURSE_ARCHIVED_MESSAGE } from '../../plugins/app/courses-repository';
import { BATCH_NOT_FOUND } from '../../plugins/app/batches-repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type BatchParams = { Params: { slug: string; id: string } };

/** A batch address whose id cannot be one answers 404 before the database sees it. */
function unknownBatch(id: string, reply: FastifyReply): FastifyReply | null {
  return UUID.test(id) ? null : reply.code(404).send({ message: BATCH_NOT_FOUND });
}

/** Courses and their batches, admin side (issue 19): every course with every batch, create, update, delete or archive. */
export default async function adminCourseRoutes(app: FastifyInstance): Promise<void> {
  app.get(API.courses.adminList, async () => app.coursesRepository.adminList());

  app.get<{ Params: { slug: string } }>('/api/admin/courses/:slug', async (request, reply) => {
    const course = await app.coursesRepository.adminFind(request.params.slug);
    return reply.header('etag', versionEtag(course)).header('cache-control', 'no-store').send(course);
  });

  app.post<{ Body: CourseInput }>(API.courses.list, { schema: { body: courseSchema } }, async (request, reply) =>
    reply.code(201).send(await app.coursesRepository.create(request.body)),
  );

  app.put<{ Params: { slug: string }; Body: CourseInput }>('/api/courses/:slug', { schema: { body: courseSchema } }, async (request) =>
    app.coursesRepository.update(request.params.slug, request.body, {
      ifMatch: request.headers['if-match'],
      version: request.body.version,
    }),
  );

  app.delete<{ Params: { slug: string } }>('/api/courses/:slug', async (request) => {
    const outcome = await app.coursesRepository.remove(request.params.slug, { ifMatch: request.headers['if-match'] });
    return { message: outcome === 'archived' ? COURSE_ARCHIVED_MESSAGE : 'Course deleted.' };
  });

  app.post<{ Params: { slug: string }; Body: BatchInput }>(
    '/api/courses/:slug/batches',
    { schema: { body: batchSchema } },
    async (request, reply) => reply.code(201).send(await app.batchesRepository.add(request.params.slug, request.body)),
  );

  app.put<BatchParams & { Body: BatchInput }>(
    '/api/courses/:slug/batches/:id',
    { schema: { body: batchSchema } },
    async (request, reply) => {
      const refused = unknownBatch(request.params.id, reply);
      if (refused) return refused;
      return app.batchesRepository.update(request.params.slug, request.params.id, request.body, {
        ifMatch: request.headers['if-match'],
        version: request.body.version,
      });
    },
  );

  app.delete<BatchParams>('/api/courses/:slug/batches/:id', async (request, reply) => {
    const refused = unknownBatch(request.params.id, reply);
    if (refused) return refused;
    return app.batchesRepository.remove(request.params.slug, request.params.id, { ifMatch: request.headers['if-match'] });
  });
}
