import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ADMIN_CODE_FROM_ENV_MESSAGE,
  ADMIN_NOT_FOUND_MESSAGE,
  adminAccountUpdateSchema,
  API,
  DISABLE_SELF_MESSAGE,
  LAST_ADMIN_MESSAGE,
  SIGN_OUT_SELF_MESSAGE,
  type AdminAccountDto,
  type AdminAccountUpdateInput,
  type AdminCodeResponse,
  type UserDto,
} from '@contract';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { noteAudit } from './activity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An account id from the address: a malformed one names no account (404, as an unknown one). */
function accountId(id: string): string {
  if (!UUID.test(id)) throw notFound(ADMIN_NOT_FOUND_MESSAGE);
  return id;
}

/** The signed-in admin (the admin guard has set request.user before any handler runs). */
function signedIn(request: FastifyRequest): UserDto {
  if (!request.user) throw new Error('an admin route ran without a signed-in admin');
  return request.user;
}

/** The Admins page (issue 20): the accounts, disabling one, signing one out everywhere, and a new admin code. */
export default async function adminAccountRoutes(app: FastifyInstance): Promise<void> {
  // Session counts and a fresh admin code are nobody's to keep.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(API.admin.admins, async (): Promise<AdminAccountDto[]> => app.usersRepository.listAdmins());

  app.patch<{ Params: { id: string }; Body: AdminAccountUpdateInput }>(
    '/api/admin/admins/:id',
    { schema: { body: adminAccountUpdateSchema } },
    async (request): Promise<AdminAccountDto> => {
      const id = accountId(request.params.id);
      const me = signedIn(request);
      const { disabled } = request.body;
      if (disabled && id === me.id) throw badRequest(DISABLE_SELF_MESSAGE);
      const result = await app.usersRepository.setDisabled(id, disabled);
      if ('refused' in result) {
        throw result.refused === 'last-admin' ? new HttpError(409, LAST_ADMIN_MESSAGE) : notFound(ADMIN_NOT_FOUND_MESSAGE);
      }
      request.log.info({ userId: id, by: me.id, disabled }, disabled ? 'admin account disabled' : 'admin account enabled');
      noteAudit(request, { summary: `${disabled ? 'Disabled' : 'Enabled'} admin ${result.account.name}` });
      return result.account;
    },
  );

  app.delete<{ Params: { id: string } }>('/api/admin/admins/:id/sessions', async (request): Promise<AdminAccountDto> => {
    const id = accountId(request.params.id);
    const me = signedIn(request);
    if (id === me.id) throw badRequest(SIGN_OUT_SELF_MESSAGE);
    const before = await app.usersRepository.findAdmin(id);
    if (!before) throw notFound(ADMIN_NOT_FOUND_MESSAGE);
    await app.sessionsRepository.destroyAllFor(id);
    request.log.info({ userId: id, by: me.id, sessions: before.activeSessions }, 'admin signed out everywhere');
    const ended = `${before.activeSessions} ${before.activeSessions === 1 ? 'session' : 'sessions'}`;
    noteAudit(request, { summary: `Signed out admin ${before.name} everywhere (${ended})` });
    return (await app.usersRepository.findAdmin(id)) ?? { ...before, activeSessions: 0 };
  });

  // The same rotation as `npm run admin-code -- --rotate` (plugins/app/admin-code.ts); the old code stops working at once.
  app.post(API.admin.adminCode, async (request, reply): Promise<AdminCodeResponse> => {
    if (app.config.adminCode) throw new HttpError(409, ADMIN_CODE_FROM_ENV_MESSAGE);
    // Two admins rotating at once both get the one code stored (issue 39), not two codes of which one works.
    const code = await app.rotateAdminCode(new Date(Date.now() - reply.elapsedTime));
    request.log.info({ by: signedIn(request).id }, 'admin code rotated');
    noteAudit(request, { summary: 'Rotated the admin code' });
    return { code };
  });
}
