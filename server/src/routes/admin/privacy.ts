import type { FastifyInstance } from 'fastify';
import {
  PRIVACY_ADMIN_API,
  PRIVACY_MESSAGES,
  routePath,
  UUID_PATTERN,
  type PrivacyRequestDto,
  type PrivacyRequestListResponse,
} from '@contract';
import { HttpError, notFound } from '../../lib/errors';
import { adminRead, adminWrite, answer, idParam, notFound as noSuch, operation, ref } from '../../openapi/schema';
import { noteAudit } from './activity';

/** Privacy requests (issue 42): every "Your data" request with its due date; staff complete an erasure here. */
export default async function adminPrivacyRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    PRIVACY_ADMIN_API.requests,
    {
      schema: operation({
        operationId: 'listPrivacyRequests',
        tag: 'Privacy',
        summary: 'Every "Your data" request: open ones first (soonest due first), then the rest, newest first.',
        admin: true,
        response: { ...adminRead, 200: answer('The requests.', ref('PrivacyRequestList')) },
      }),
    },
    async (): Promise<PrivacyRequestListResponse> => ({ items: await app.privacyRepository.list() }),
  );

  app.post<{ Params: { id: string } }>(
    routePath(PRIVACY_ADMIN_API.complete, 'id'),
    {
      schema: operation({
        operationId: 'completePrivacyRequest',
        tag: 'Privacy',
        summary: 'Complete an open request. An erasure removes every record of the person and keeps a tombstone without personal data.',
        admin: true,
        params: { id: idParam("The request's id (UUID).") },
        response: {
          ...adminWrite,
          200: answer('The completed request.', ref('PrivacyRequest')),
          ...noSuch('request'),
          409: answer('The request is already completed.'),
        },
      }),
    },
    async (request): Promise<PrivacyRequestDto> => {
      const { id } = request.params;
      if (!UUID_PATTERN.test(id)) throw notFound(PRIVACY_MESSAGES.requestNotFound);
      const user = request.user;
      if (!user) throw new Error('an admin route ran without a signed-in admin');
      const done = await app.privacyRepository.complete(id, { id: user.id, name: user.name });
      if (done === 'not-found') throw notFound(PRIVACY_MESSAGES.requestNotFound);
      if (done === 'not-open') throw new HttpError(409, PRIVACY_MESSAGES.requestNotOpen);
      // The summary names the request, never the person.
      noteAudit(request, { summary: `Completed privacy request ${id} (${done.kind}): ${done.detail}` });
      request.log.info({ privacyRequest: id, kind: done.kind }, 'privacy request completed');
      return done;
    },
  );
}
