import type { FastifyInstance } from 'fastify';
import { API, routePath, SLUG_PATTERN, versionEtag } from '@contract';
import { JOB_NOT_FOUND } from '../../plugins/app/jobs-repository';
import { always, answer, listOf, notFound, notModified, operation, ref, slugParam } from '../../openapi/schema';

/**
 * Careers API, public reads (docs/product.md §7, paths in the product's letter case), cached. The list
 * holds open jobs only; admins get every job, and write them, through routes/admin/jobs.ts.
 */
export default async function careerRoutes(app: FastifyInstance): Promise<void> {
  const listSchema = operation({
    operationId: 'listOpenJobs',
    tag: 'Careers',
    summary: 'Open jobs (switched open and not past their closing date), newest first.',
    response: { ...always, 200: answer('The open jobs.', listOf('Job')), 304: notModified },
  });
  app.get(API.careers.list, { schema: listSchema }, async (request, reply) => {
    const entry = await app.publicCache.get('jobs', 'open', async () => {
      const open = await app.jobsRepository.listOpen();
      // The list stops being true when its first job closes: the cache drops it then.
      for (const job of open) app.publicCache.closesAt('jobs', Date.parse(job.validThrough));
      return { status: 200, value: open };
    });
    return app.publicCache.send(request, reply, entry);
  });

  const oneSchema = operation({
    operationId: 'getJob',
    tag: 'Careers',
    summary: 'One job (open or closed) by its address.',
    params: { slug: slugParam('job') },
    response: { ...always, 200: answer('The job.', ref('Job')), 304: notModified, ...notFound('job') },
  });
  app.get<{ Params: { slug: string } }>(routePath(API.careers.one, 'slug'), { schema: oneSchema }, async (request, reply) => {
    const { slug } = request.params;
    if (!SLUG_PATTERN.test(slug)) return reply.code(404).send({ message: JOB_NOT_FOUND });
    const entry = await app.publicCache.get('jobs', `slug:${slug}`, async () => {
      const dto = await app.jobsRepository.findBySlug(slug);
      if (!dto) return { status: 404, value: { message: JOB_NOT_FOUND } };
      return { status: 200, value: dto, etag: versionEtag(dto) };
    });
    return app.publicCache.send(request, reply, entry);
  });
}
