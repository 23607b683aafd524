import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ADMIN_CODE_FROM_ENV_MESSAGE,
  ADMIN_NOT_FOUND_MESSAGE,
  adminAccountUpdateSchema,
  API,
  routePath,
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
import { adminRead, adminWrite, answer, idParam, listOf, notFound as noSuch, operation, ref } from '../../openapi/schema';

const adminId = { id: idParam("The admin account's id (UUID); a malformed one is answered 404.") };

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

  const listSchema = operation({
    operationId: 'listAdmins',
    tag: 'Admins',
    summary: 'Every admin account, by name, with its last sign-in and live sessions.',
    admin: true,
    response: { ...adminRead, 200: answer('The accounts.', listOf('AdminAccount')) },
  });
  app.get(API.admin.admins, { schema: listSchema }, async (): Promise<AdminAccountDto[]> => app.usersRepository.listAdmins());

  app.patch<{ Params: { id: string }; Body: AdminAccountUpdateInput }>(
    routePath(API.admin.adminOne, 'id'),
    {
      schema: operation({
        operationId: 'updateAdmin',
        tag: 'Admins',
        summary: 'Disable an account (it cannot sign in and its sessions end at once) or enable it again.',
        admin: true,
        params: adminId,
        body: adminAccountUpdateSchema,
        response: {
          ...adminWrite,
          200: answer('The account as it is now.', ref('AdminAccount')),
          400: answer('The input is not valid, or the account is your own.'),
          ...noSuch('admin account'),
          409: answer('It is the last enabled admin account.'),
        },
      }),
    },
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

  const signOutSchema = operation({
    operationId: 'signOutAdmin',
    tag: 'Admins',
    summary: 'Sign another admin out everywhere: every session of the account ends.',
    admin: true,
    params: adminId,
    response: {
      ...adminWrite,
      200: answer('The account, without sessions.', ref('AdminAccount')),
      400: answer('The account is your own (use Logout), or the address holds a NUL byte.'),
      ...noSuch('admin account'),
    },
  });
  app.delete<{ Params: { id: string } }>(
    routePath(API.admin.adminSessions, 'id'),
    { schema: signOutSchema },
    async (request): Promise<AdminAccountDto> => {
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
    },
  );

  // The same rotation as `npm run admin-code -- --rotate` (plugins/app/admin-code.ts); the old code stops working at once.
  const rotateSchema = operation({
    operationId: 'rotateAdminCode',
    tag: 'Admins',
    summary: 'Replace the admin code that sign-up asks for; the new code is answered once and the old one stops working.',
    admin: true,
    response: {
      ...adminWrite,
      200: answer('The new admin code.', ref('AdminCode')),
      409: answer('ADMIN_CODE is set in the environment: it is changed there.'),
    },
  });
  app.post(API.admin.adminCode, { schema: rotateSchema }, async (request, reply): Promise<AdminCodeResponse> => {
    if (app.config.adminCode) throw new HttpError(409, ADMIN_CODE_FROM_ENV_MESSAGE);
    // Two admins rotating at once both get the one code stored (issue 39), not two codes of which one works.
    const code = await app.rotateAdminCode(new Date(Date.now() - reply.elapsedTime));
    request.log.info({ by: signedIn(request).id }, 'admin code rotated');
    noteAudit(request, { summary: 'Rotated the admin code' });
    return { code };
  });
}
