import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  ALUMNI_STORY_NOT_FOUND,
  API,
  alumniStorySchema,
  HIRING_PARTNER_NOT_FOUND,
  hiringPartnerSchema,
  partnerLogoSchema,
  routePath,
  UUID_PATTERN,
  type AlumniStoryInput,
  type HiringPartnerInput,
  type PartnerLogoInput,
} from '@contract';
import { noteAudit } from './activity';
import { adminRead, adminWrite, answer, idParam, listOf, notFound as noSuch, operation, ref, staleDelete } from '../../openapi/schema';

const storyId = { id: idParam("The alumni story's id (UUID); a malformed one is answered 404.") };
const partnerId = { id: idParam("The hiring partner's id (UUID); a malformed one is answered 404.") };

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
  const listSchema = operation({
    operationId: 'listAlumniStoriesForAdmin',
    tag: 'Alumni',
    summary: 'Every alumni story, unpublished ones too, newest first.',
    admin: true,
    response: { ...adminRead, 200: answer('The stories.', listOf('AlumniStory')) },
  });
  app.get(API.alumni.adminStories, { schema: listSchema }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await app.alumniRepository.listAll()),
  );

  const createSchema = operation({
    operationId: 'createAlumniStory',
    tag: 'Alumni',
    summary: 'Add an alumni story; its course, when named, must be a course of the catalogue.',
    admin: true,
    body: alumniStorySchema,
    response: { ...adminWrite, 201: answer('Added.', ref('AlumniStory')) },
  });
  app.post<{ Body: AlumniStoryInput }>(API.alumni.adminStories, { schema: createSchema }, async (request, reply) => {
    const story = await app.alumniRepository.create(request.body);
    noteAudit(request, { summary: `Added the alumni story of ${story.name}`, entityId: story._id });
    return reply.code(201).send(story);
  });

  app.put<IdParams & { Body: AlumniStoryInput }>(
    routePath(API.alumni.adminStory, 'id'),
    {
      schema: operation({
        operationId: 'updateAlumniStory',
        tag: 'Alumni',
        summary: 'Edit an alumni story; send its `version` (or If-Match `"<version>-<id>"`) so a stale edit is refused.',
        admin: true,
        params: storyId,
        body: alumniStorySchema,
        response: {
          ...adminWrite,
          200: answer('Saved.', ref('AlumniStory')),
          ...noSuch('alumni story'),
          409: answer('The story was changed by someone else since it was opened.'),
          412: answer('The story was changed by someone else since it was opened (If-Match).'),
        },
      }),
    },
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

  const deleteSchema = operation({
    operationId: 'deleteAlumniStory',
    tag: 'Alumni',
    summary: 'Delete an alumni story; with If-Match, only the version the admin saw.',
    admin: true,
    params: storyId,
    response: { ...adminWrite, 200: answer('Deleted.', ref('Message')), ...noSuch('alumni story'), ...staleDelete('story') },
  });
  app.delete<IdParams>(routePath(API.alumni.adminStory, 'id'), { schema: deleteSchema }, async (request, reply) => {
    const refused = unknownId(request.params.id, ALUMNI_STORY_NOT_FOUND, reply);
    if (refused) return refused;
    await app.alumniRepository.remove(request.params.id, { ifMatch: request.headers['if-match'] });
    return { message: 'Alumni story deleted.' };
  });

  const addPartnerSchema = operation({
    operationId: 'addHiringPartner',
    tag: 'Alumni',
    summary: 'Add a hiring partner by name, with an uploaded logo (`logo`, the path `POST /api/admin/images` answered) or without.',
    admin: true,
    body: hiringPartnerSchema,
    response: { ...adminWrite, 201: answer('Added.', ref('HiringPartner')), 409: answer('The company is already listed.') },
  });
  app.post<{ Body: HiringPartnerInput }>(API.alumni.adminPartners, { schema: addPartnerSchema }, async (request, reply) => {
    const partner = await app.alumniRepository.addPartner(request.body);
    noteAudit(request, { summary: `Added hiring partner ${partner.name}`, entityId: partner._id });
    return reply.code(201).send(partner);
  });

  const logoSchema = operation({
    operationId: 'setHiringPartnerLogo',
    tag: 'Alumni',
    summary: "Set a hiring partner's logo to an uploaded picture (`POST /api/admin/images`), or '' to show its name.",
    admin: true,
    params: partnerId,
    body: partnerLogoSchema,
    response: { ...adminWrite, 200: answer('Saved.', ref('HiringPartner')), ...noSuch('hiring partner') },
  });
  app.put<IdParams & { Body: PartnerLogoInput }>(
    routePath(API.alumni.adminPartnerLogo, 'id'),
    { schema: logoSchema },
    async (request, reply) => {
      const refused = unknownId(request.params.id, HIRING_PARTNER_NOT_FOUND, reply);
      if (refused) return refused;
      return app.alumniRepository.setPartnerLogo(request.params.id, request.body.logo);
    },
  );

  const removePartnerSchema = operation({
    operationId: 'removeHiringPartner',
    tag: 'Alumni',
    summary: 'Remove a hiring partner.',
    admin: true,
    params: partnerId,
    response: { ...adminWrite, 200: answer('Removed.', ref('Message')), ...noSuch('hiring partner') },
  });
  app.delete<IdParams>(routePath(API.alumni.adminPartner, 'id'), { schema: removePartnerSchema }, async (request, reply) => {
    const refused = unknownId(request.params.id, HIRING_PARTNER_NOT_FOUND, reply);
    if (refused) return refused;
    await app.alumniRepository.removePartner(request.params.id);
    return { message: 'Hiring partner removed.' };
  });
}
