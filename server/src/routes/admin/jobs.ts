import type { FastifyInstance } from 'fastify';
import { API, routePath, SLUG_PATTERN, jobSchema, type JobInput } from '@contract';
import { notFound } from '../../lib/errors';
import { JOB_NOT_FOUND } from '../../plugins/app/jobs-repository';
import { adminRead, adminWrite, answer, listOf, notFound as noSuch, operation, ref, slugParam, staleDelete } from '../../openapi/schema';

const slug = { slug: slugParam('job') };

/** Careers API, admin side: every job (closed ones marked `expired`) and the writes. */
export default async function adminJobRoutes(app: FastifyInstance): Promise<void> {
  const listSchema = operation({
    operationId: 'listAllJobs',
    tag: 'Careers',
    summary: 'Every job, past their closing date marked `expired`, switched off ones `open: false`.',
    admin: true,
    response: { ...adminRead, 200: answer('All jobs.', listOf('Job')) },
  });
  app.get(API.careers.adminList, { schema: listSchema }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await app.jobsRepository.listAll()),
  );

  const createSchema = operation({
    operationId: 'createJob',
    tag: 'Careers',
    summary: 'Post a job.',
    admin: true,
    body: jobSchema,
    response: {
      ...adminWrite,
      201: answer('Posted.', ref('JobAnswer')),
      409: answer('A job with this title was posted at the same moment.'),
    },
  });
  app.post<{ Body: JobInput }>(API.careers.create, { schema: createSchema }, async (request, reply) => {
    const job = await app.jobsRepository.create(request.body);
    return reply.code(201).send({ message: 'Job posted successfully!', job });
  });

  // The slug stays the same when the title changes, so links already shared keep working.
  app.put<{ Params: { slug: string }; Body: JobInput }>(
    routePath(API.careers.update, 'slug'),
    {
      schema: operation({
        operationId: 'updateJob',
        tag: 'Careers',
        summary: 'Edit a job (its address stays).',
        admin: true,
        params: slug,
        body: jobSchema,
        response: {
          ...adminWrite,
          200: answer('Saved.', ref('JobAnswer')),
          ...noSuch('job'),
          409: answer('The job was changed by someone else since it was opened.'),
          412: answer('The job was changed by someone else since it was opened (If-Match).'),
        },
      }),
    },
    async (request) => {
      const { slug } = request.params;
      if (!SLUG_PATTERN.test(slug)) throw notFound(JOB_NOT_FOUND);
      const job = await app.jobsRepository.update(slug, request.body, {
        ifMatch: request.headers['if-match'],
        version: request.body.version,
      });
      return { message: 'Job updated successfully!', job };
    },
  );

  const deleteSchema = operation({
    operationId: 'deleteJob',
    tag: 'Careers',
    summary: 'Delete a job.',
    admin: true,
    params: slug,
    response: { ...adminWrite, 200: answer('Deleted.', ref('Message')), ...noSuch('job'), ...staleDelete('job') },
  });
  app.delete<{ Params: { slug: string } }>(routePath(API.careers.remove, 'slug'), { schema: deleteSchema }, async (request) => {
    const { slug } = request.params;
    if (!SLUG_PATTERN.test(slug)) throw notFound(JOB_NOT_FOUND);
    await app.jobsRepository.remove(slug, { ifMatch: request.headers['if-match'] });
    return { message: 'Job deleted successfully.' };
  });
}
