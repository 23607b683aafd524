import * as yup from 'yup';
import { STAFF_ROLES, type SignupCodeRole, type StaffRole } from './roles';

/** An admin account as the Admins page and the leads' owner picker see it (issue 20). */
export interface AdminAccountDto {
  id: string;
  name: string;
  email: string;
  /** Disabled by another admin: cannot sign in, owns no new leads. */
  disabled: boolean;
  /** ISO instant of the last successful sign-in; null: never signed in since this was recorded. */
  lastSignInAt: string | null;
  createdAt: string;
  /** Sessions not yet expired. */
  activeSessions: number;
  /** What the account may use (contract/roles.ts). */
  role: StaffRole;
  /** The privacy notice its sign-up form showed, and when; null: signed up without one (the spec's API call). */
  noticeVersion: number | null;
  noticeAt: string | null;
}

/** GET API.admin.roleCodes: whether a Counsellor's and an Editor's sign-up code is issued (never the code). */
export interface RoleCodeStatusDto {
  role: SignupCodeRole;
  /** ISO instant of the last issue; null: none issued, or withdrawn. */
  issuedAt: string | null;
}

/** POST API.admin.adminCode's (and API.admin.roleCode's) answer: the new code, shown once. */
export interface AdminCodeResponse {
  code: string;
}

export const ADMIN_NOT_FOUND_MESSAGE = 'No such admin account.';
/** What sign-in answers (403) to the right password of a disabled account. */
export const ACCOUNT_DISABLED_MESSAGE = 'This account is disabled. Ask another admin to enable it.';
export const DISABLE_SELF_MESSAGE = 'You cannot disable your own account.';
export const LAST_ADMIN_MESSAGE = 'This is the last enabled admin account: enable another admin first.';
export const SIGN_OUT_SELF_MESSAGE = 'To sign yourself out, use Logout.';
export const ADMIN_CODE_FROM_ENV_MESSAGE = 'ADMIN_CODE is set in the environment: change it there instead.';
const DISABLED_MESSAGE = 'disabled must be true or false.';

/** What PATCH API.admin.adminOne answers (400) to a body with neither field. */
export const ACCOUNT_UPDATE_EMPTY_MESSAGE = 'Send disabled (true or false) or role.';
const ROLE_MESSAGE = `role must be one of ${STAFF_ROLES.join(', ')}.`;

/** PATCH API.admin.adminOne: disable (true) or enable (false) the account, or (the Owner) change its role. */
export const adminAccountUpdateSchema = yup
  .object({
    disabled: yup.boolean().strict().typeError(DISABLED_MESSAGE).optional(),
    role: yup.mixed<StaffRole>().oneOf(STAFF_ROLES, ROLE_MESSAGE).optional(),
  })
  .test(
    'something',
    ACCOUNT_UPDATE_EMPTY_MESSAGE,
    (value, context) =>
      value.disabled !== undefined ||
      value.role !== undefined ||
      context.createError({ path: 'disabled', message: ACCOUNT_UPDATE_EMPTY_MESSAGE }),
  );
export type AdminAccountUpdateInput = yup.InferType<typeof adminAccountUpdateSchema>;
