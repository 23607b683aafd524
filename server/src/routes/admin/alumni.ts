import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  ALUMNI_STORY_NOT_FOUND,
  API,
  alumniStorySchema,
  HIRING_PARTNER_NOT_FOUND,
  hiringPartnerSchema,
  UUID_PATTERN,
  type AlumniStoryInput,
  type HiringPartnerInput,
} from '@contract';
import { noteAudit } from './activity';

type IdParams = { Params: { id: string } };

/** An address whose id cannot be one answers 404 before the database sees it. */
function unknownId(id: string, message: string, reply: FastifyReply): FastifyReply | null {
  return UUID_PATTERN.test(id) ? null : reply.code(404).send({ message });
}

/**
 * Alumni outcomes, admin side (issue 21, docs/product.md §3): every story (unpublished too), create,
 * update with the version the admin saw, delete; hiring partners added and removed.
 */
export default async function adminAlumniRoutes(app: FastifyInstance): Promise<void> {
  app.get(API.alumni.adminStories, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await app.alumniRepository.listAll()),
  );

  app.post<{ Body: AlumniStoryInput }>(API.alumni.adminStories, { schema: { body: alumniStorySchema } }, async (request, reply) => {
    const story = await app.alumniRepository.create(request.body);
    noteAudit(request, { summary: `Added the alumni story of ${story.name}`, entityId: story._id });
    return reply.code(201).send(story);
  });

  app.put<IdParams & { Body: AlumniStoryInput }>(
    '/api/admin/alumni/stories/:id',
    { schema: { body: alumniStorySchema } },
    async (request, reply) => {
      const refused = unknownId(request.params.id, ALUMNI_STORY_NOT_FOUND, reply);
      if (refused) return refused;
      const story = await app.alumniRepository.update(request.params.id, request.body, {
        ifMatch: request.headers['if-match'],
        version: request.body.version,
      });
      noteAudit(request, { summary: `Updated the alumni story of ${story.name}` });
      return story;
    },
  );

  app.delete<IdParams>('/api/admin/alumni/stories/:id', async (request, reply) => {
    const refused = unknownId(request.params.id, ALUMNI_STORY_NOT_FOUND, reply);
    if (refused) return refused;
    await app.alumniRepository.remove(request.params.id, { ifMatch: request.headers['if-match'] });
    return { message: 'Alumni story deleted.' };
  });

  app.post<{ Body: HiringPartnerInput }>(API.alumni.adminPartners, { schema: { body: hiringPartnerSchema } }, async (request, reply) => {
    const partner = await app.alumniRepository.addPartner(request.body.name);
    noteAudit(request, { summary: `Added hiring partner ${partner.name}`, entityId: partner._id });
    return reply.code(201).send(partner);
  });

  app.delete<IdParams>('/api/admin/alumni/partners/:id', async (request, reply) => {
    const refused = unknownId(request.params.id, HIRING_PARTNER_NOT_FOUND, reply);
    if (refused) return refused;
    await app.alumniRepository.removePartner(request.params.id);
    return { message: 'Hiring partner removed.' };
  });
}
