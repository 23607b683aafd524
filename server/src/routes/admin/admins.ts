import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ACCOUNT_UPDATE_EMPTY_MESSAGE,
  ADMIN_CODE_FROM_ENV_MESSAGE,
  ADMIN_NOT_FOUND_MESSAGE,
  adminAccountUpdateSchema,
  API,
  routePath,
  DISABLE_SELF_MESSAGE,
  LAST_ADMIN_MESSAGE,
  LAST_OWNER_MESSAGE,
  OWN_ROLE_MESSAGE,
  SIGN_OUT_SELF_MESSAGE,
  SIGNUP_CODE_ROLES,
  STAFF_ROLE_LABELS,
  type RoleCodeStatusDto,
  type SignupCodeRole,
  type AdminAccountDto,
  type AdminAccountUpdateInput,
  type AdminCodeResponse,
  type UserDto,
} from '@contract';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import type { SetDisabledResult } from '../../plugins/app/users-repository';
import { noteAudit } from './activity';
import { adminRead, adminWrite, answer, idParam, listOf, notFound as noSuch, operation, ref } from '../../openapi/schema';

const adminId = { id: idParam("The admin account's id (UUID); a malformed one is answered 404.") };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An account id from the address: a malformed one names no account (404, as an unknown one). */
function accountId(id: string): string {
  if (!UUID.test(id)) throw notFound(ADMIN_NOT_FOUND_MESSAGE);
  return id;
}

/** The account a change left, or the refusal as an HTTP error. */
function refusedOrAccount(result: SetDisabledResult): AdminAccountDto {
  if (!('refused' in result)) return result.account;
  if (result.refused === 'last-admin') throw new HttpError(409, LAST_ADMIN_MESSAGE);
  if (result.refused === 'last-owner') throw new HttpError(409, LAST_OWNER_MESSAGE);
  throw notFound(ADMIN_NOT_FOUND_MESSAGE);
}

/** A role from the address that has sign-up codes; any other is answered 404. */
function codeRole(role: string): SignupCodeRole {
  const found = SIGNUP_CODE_ROLES.find((r) => r === role);
  if (!found) throw notFound('Sign-up codes exist for counsellor and editor only.');
  return found;
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
  // Counsellors read the list too: it is the leads' owner picker.
  app.get(API.admin.admins, { schema: listSchema, config: { adminArea: 'leads' } }, async (): Promise<AdminAccountDto[]> =>
    app.usersRepository.listAdmins(),
  );

  app.patch<{ Params: { id: string }; Body: AdminAccountUpdateInput }>(
    routePath(API.admin.adminOne, 'id'),
    {
      schema: operation({
        operationId: 'updateAdmin',
        tag: 'Admins',
        summary: 'Disable an account (it cannot sign in and its sessions end at once) or enable it again, or change its role.',
        admin: true,
        params: adminId,
        body: adminAccountUpdateSchema,
        response: {
          ...adminWrite,
          200: answer('The account as it is now.', ref('AdminAccount')),
          400: answer('The input is not valid, or the account is your own.'),
          ...noSuch('admin account'),
          409: answer('It is the last enabled admin account, or the last Owner.'),
        },
      }),
    },
    async (request): Promise<AdminAccountDto> => {
      const id = accountId(request.params.id);
      const me = signedIn(request);
      const { disabled, role } = request.body;
      if (disabled && id === me.id) throw badRequest(DISABLE_SELF_MESSAGE);
      if (role !== undefined && id === me.id) throw badRequest(OWN_ROLE_MESSAGE);
      let account: AdminAccountDto | null = null;
      const summaries: string[] = [];
      if (role !== undefined) {
        account = refusedOrAccount(await app.usersRepository.setRole(id, role));
        request.log.info({ userId: id, by: me.id, role }, 'admin role changed');
        summaries.push(`Made admin ${account.name} ${STAFF_ROLE_LABELS[role]}`);
      }
      if (disabled !== undefined) {
        account = refusedOrAccount(await app.usersRepository.setDisabled(id, disabled));
        request.log.info({ userId: id, by: me.id, disabled }, disabled ? 'admin account disabled' : 'admin account enabled');
        summaries.push(`${disabled ? 'Disabled' : 'Enabled'} admin ${account.name}`);
      }
      // The schema requires one of the two.
      if (!account) throw badRequest(ACCOUNT_UPDATE_EMPTY_MESSAGE);
      noteAudit(request, { summary: summaries.join('; ') });
      return account;
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

  const roleParam = { role: { description: 'counsellor or editor.', schema: { type: 'string', enum: SIGNUP_CODE_ROLES } } };
  const codesSchema = operation({
    operationId: 'listRoleCodes',
    tag: 'Admins',
    summary: "Whether a Counsellor's and an Editor's sign-up code is issued (never the codes).",
    admin: true,
    response: { ...adminRead, 200: answer('One row per role.', listOf('RoleCodeStatus')) },
  });
  app.get(API.admin.roleCodes, { schema: codesSchema }, async (): Promise<RoleCodeStatusDto[]> => app.usersRepository.roleCodeStatus());

  const issueSchema = operation({
    operationId: 'issueRoleCode',
    tag: 'Admins',
    summary: "A new sign-up code for the role: answered once; the role's previous code stops working.",
    admin: true,
    params: roleParam,
    response: { ...adminWrite, 200: answer('The new code.', ref('AdminCode')), ...noSuch('role with sign-up codes') },
  });
  app.post<{ Params: { role: string } }>(
    routePath(API.admin.roleCode, 'role'),
    { schema: issueSchema },
    async (request): Promise<AdminCodeResponse> => {
      const role = codeRole(request.params.role);
      const code = await app.usersRepository.issueRoleCode(role);
      request.log.info({ by: signedIn(request).id, role }, 'role sign-up code issued');
      noteAudit(request, { summary: `Issued a new ${STAFF_ROLE_LABELS[role]} sign-up code` });
      return { code };
    },
  );

  const withdrawSchema = operation({
    operationId: 'withdrawRoleCode',
    tag: 'Admins',
    summary: "Withdraw the role's sign-up code: sign-up with it is refused from now on.",
    admin: true,
    params: roleParam,
    response: { ...adminWrite, 200: answer('One row per role.', listOf('RoleCodeStatus')), ...noSuch('role with sign-up codes') },
  });
  app.delete<{ Params: { role: string } }>(
    routePath(API.admin.roleCode, 'role'),
    { schema: withdrawSchema },
    async (request): Promise<RoleCodeStatusDto[]> => {
      const role = codeRole(request.params.role);
      await app.usersRepository.withdrawRoleCode(role);
      noteAudit(request, { summary: `Withdrew the ${STAFF_ROLE_LABELS[role]} sign-up code` });
      return app.usersRepository.roleCodeStatus();
    },
  );
}
