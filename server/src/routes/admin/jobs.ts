import type { FastifyInstance } from 'fastify';
import { API, SLUG_PATTERN, jobSchema, type JobInput } from '@contract';
import { notFound } from '../../lib/errors';
import { JOB_NOT_FOUND } from '../../plugins/app/jobs-repository';

/** Careers API, admin side: every job (closed ones marked `expired`) and the writes. */
export default async function adminJobRoutes(app: FastifyInstance): Promise<void> {
  app.get(API.careers.adminList, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await app.jobsRepository.listAll()),
  );

  app.post<{ Body: JobInput }>(API.careers.create, { schema: { body: jobSchema } }, async (request, reply) => {
    const job = await app.jobsRepository.create(request.body);
    return reply.code(201).send({ message: 'Job posted successfully!', job });
  });

  // The slug stays the same when the title changes, so links already shared keep working.
  app.put<{ Params: { slug: string }; Body: JobInput }>(
    '/api/Career/updatejobs/:slug',
    { schema: { body: jobSchema } },
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

  app.delete<{ Params: { slug: string } }>('/api/Career/deletejobs/:slug', async (request) => {
    const { slug } = request.params;
    if (!SLUG_PATTERN.test(slug)) throw notFound(JOB_NOT_FOUND);
    await app.jobsRepository.remove(slug, { ifMatch: request.headers['if-match'] });
    return { message: 'Job deleted successfully.' };
  });
}
