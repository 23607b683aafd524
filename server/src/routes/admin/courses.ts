import type { FastifyInstance, FastifyReply } from 'fastify';
import { API, batchSchema, courseSchema, routePath, versionEtag, type BatchInput, type CourseInput } from '@contract';
import { COURSE_ARCHIVED_MESSAGE } from '../../plugins/app/courses-repository';
import { BATCH_NOT_FOUND } from '../../plugins/app/batches-repository';
import {
  adminRead,
  adminWrite,
  answer,
  listOf,
  notFound as noSuch,
  operation,
  ref,
  slugParam,
  staleDelete,
  type PathParam,
} from '../../openapi/schema';

const slug = { slug: slugParam('course') };
const batchParams: Record<string, PathParam> = {
  ...slug,
  id: {
    description: "The batch's id (a UUID from the course's `batches`).",
    schema: { type: 'string', maxLength: 500, examples: ['0b6f3c1e-2d4a-4f7b-9a57-1c2d3e4f5a6b'] },
  },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type BatchParams = { Params: { slug: string; id: string } };

/** A batch address whose id cannot be one answers 404 before the database sees it. */
function unknownBatch(id: string, reply: FastifyReply): FastifyReply | null {
  return UUID.test(id) ? null : reply.code(404).send({ message: BATCH_NOT_FOUND });
}

/** Courses and their batches, admin side (issue 19): every course with every batch, create, update, delete or archive. */
export default async function adminCourseRoutes(app: FastifyInstance): Promise<void> {
  const listSchema = operation({
    operationId: 'listCoursesForAdmin',
    tag: 'Courses',
    summary: 'Every course, archived ones too, with every batch (past ones too) and its lead count.',
    admin: true,
    response: { ...adminRead, 200: answer('The courses.', listOf('AdminCourse')) },
  });
  app.get(API.courses.adminList, { schema: listSchema }, async () => app.coursesRepository.adminList());

  const oneSchema = operation({
    operationId: 'getCourseForAdmin',
    tag: 'Courses',
    summary: 'One course as the editor sees it (ETag: its version).',
    admin: true,
    params: slug,
    response: { ...adminRead, 200: answer('The course.', ref('AdminCourse')), ...noSuch('course') },
  });
  app.get<{ Params: { slug: string } }>(routePath(API.courses.adminOne, 'slug'), { schema: oneSchema }, async (request, reply) => {
    const course = await app.coursesRepository.adminFind(request.params.slug);
    return reply.header('etag', versionEtag(course)).header('cache-control', 'no-store').send(course);
  });

  const createSchema = operation({
    operationId: 'createCourse',
    tag: 'Courses',
    summary: 'Add a course (its address is made from the title unless given).',
    admin: true,
    body: courseSchema,
    response: { ...adminWrite, 201: answer('Added.', ref('AdminCourse')), 409: answer('A course with this address already exists.') },
  });
  app.post<{ Body: CourseInput }>(API.courses.list, { schema: createSchema }, async (request, reply) =>
    reply.code(201).send(await app.coursesRepository.create(request.body)),
  );

  const updateSchema = operation({
    operationId: 'updateCourse',
    tag: 'Courses',
    summary: 'Edit a course; its address stays unless `slug` names a new one, and the old one then redirects.',
    admin: true,
    params: slug,
    body: courseSchema,
    response: {
      ...adminWrite,
      200: answer('Saved.', ref('AdminCourse')),
      ...noSuch('course'),
      409: answer('The new address is taken, or the course was changed by someone else since it was opened.'),
      412: answer('The course was changed by someone else since it was opened (If-Match).'),
    },
  });
  app.put<{ Params: { slug: string }; Body: CourseInput }>(routePath(API.courses.one, 'slug'), { schema: updateSchema }, async (request) =>
    app.coursesRepository.update(request.params.slug, request.body, {
      ifMatch: request.headers['if-match'],
      version: request.body.version,
    }),
  );

  const deleteSchema = operation({
    operationId: 'deleteCourse',
    tag: 'Courses',
    summary: 'Delete a course; one that leads asked about is archived instead (gone from the site, its leads keep its name).',
    admin: true,
    params: slug,
    response: {
      ...adminWrite,
      200: answer('Deleted or archived (the message says which).', ref('Message')),
      ...noSuch('course'),
      409: answer('The course was changed by someone else since it was opened.'),
      412: answer('The course was changed by someone else since it was opened (If-Match).'),
    },
  });
  app.delete<{ Params: { slug: string } }>(routePath(API.courses.one, 'slug'), { schema: deleteSchema }, async (request) => {
    const outcome = await app.coursesRepository.remove(request.params.slug, { ifMatch: request.headers['if-match'] });
    return { message: outcome === 'archived' ? COURSE_ARCHIVED_MESSAGE : 'Course deleted.' };
  });

  app.post<{ Params: { slug: string }; Body: BatchInput }>(
    routePath(API.courses.batches, 'slug'),
    {
      schema: operation({
        operationId: 'addCourseBatch',
        tag: 'Courses',
        summary: 'Add a batch to a course; answers the course as the editor sees it.',
        admin: true,
        params: slug,
        body: batchSchema,
        response: { ...adminWrite, 201: answer('Added.', ref('AdminCourse')), ...noSuch('course') },
      }),
    },
    async (request, reply) => reply.code(201).send(await app.batchesRepository.add(request.params.slug, request.body)),
  );

  app.put<BatchParams & { Body: BatchInput }>(
    routePath(API.courses.batch, 'slug', 'id'),
    {
      schema: operation({
        operationId: 'updateCourseBatch',
        tag: 'Courses',
        summary: 'Edit a batch of a course; send the batch\'s `version` (or If-Match `"<version>-<id>"`) so a stale edit is refused.',
        admin: true,
        params: batchParams,
        body: batchSchema,
        response: {
          ...adminWrite,
          200: answer('Saved.', ref('AdminCourse')),
          ...noSuch('course or batch'),
          409: answer('The batch was changed by someone else since it was opened.'),
          412: answer('The batch was changed by someone else since it was opened (If-Match).'),
        },
      }),
    },
    async (request, reply) => {
      const refused = unknownBatch(request.params.id, reply);
      if (refused) return refused;
      return app.batchesRepository.update(request.params.slug, request.params.id, request.body, {
        ifMatch: request.headers['if-match'],
        version: request.body.version,
      });
    },
  );

  const deleteBatchSchema = operation({
    operationId: 'deleteCourseBatch',
    tag: 'Courses',
    summary: 'Delete a batch of a course; with If-Match, only the version the admin saw.',
    admin: true,
    params: batchParams,
    response: { ...adminWrite, 200: answer('Deleted.', ref('AdminCourse')), ...noSuch('course or batch'), ...staleDelete('batch') },
  });
  app.delete<BatchParams>(routePath(API.courses.batch, 'slug', 'id'), { schema: deleteBatchSchema }, async (request, reply) => {
    const refused = unknownBatch(request.params.id, reply);
    if (refused) return refused;
    return app.batchesRepository.remove(request.params.slug, request.params.id, { ifMatch: request.headers['if-match'] });
  });
}
