import {
  API,
  type ActivityQuery,
  type AdminAccountDto,
  type AdminCodeResponse,
  type AuditListResponse,
  type RoleCodeStatusDto,
  type SignupCodeRole,
  type StaffRole,
} from '@contract';
import { baseApi } from '@/shared/api';

/** One page of the audit log: page numbers from 1; empty filters are left out. */
export type ActivityArgs = Pick<ActivityQuery, 'page' | 'pageSize'> & Partial<Pick<ActivityQuery, 'actor' | 'entity'>>;

function activityUrl({ page, pageSize, actor, entity }: ActivityArgs): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (actor) params.set('actor', actor);
  if (entity) params.set('entity', entity);
  return `${API.admin.activity}?${params.toString()}`;
}

export const adminAccountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every admin account by name (GET API.admin.admins). */
    getAdminAccounts: build.query<AdminAccountDto[], undefined>({
      query: () => ({ url: API.admin.admins }),
    }),
    /** Disables (its sessions end) or enables an account; the list shows the answer at once. */
    setAdminDisabled: build.mutation<AdminAccountDto, { id: string; disabled: boolean }>({
      query: ({ id, disabled }) => ({ url: API.admin.adminOne(id), method: 'PATCH', body: { disabled } }),
      onQueryStarted: async (_args, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(replaceAccount(data));
      },
    }),
    /** The Owner gives an account another role; the list shows the answer at once. */
    setAdminRole: build.mutation<AdminAccountDto, { id: string; role: StaffRole }>({
      query: ({ id, role }) => ({ url: API.admin.adminOne(id), method: 'PATCH', body: { role } }),
      onQueryStarted: async (_args, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(replaceAccount(data));
      },
    }),
    /** Signs another admin out everywhere. */
    signOutAdminEverywhere: build.mutation<AdminAccountDto, string>({
      query: (id) => ({ url: API.admin.adminSessions(id), method: 'DELETE' }),
      onQueryStarted: async (_id, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(replaceAccount(data));
      },
    }),
    /** A new admin code, answered once: it is never cached. */
    rotateAdminCode: build.mutation<AdminCodeResponse, undefined>({
      query: () => ({ url: API.admin.adminCode, method: 'POST' }),
    }),
    /** A new Counsellor or Editor sign-up code (the Owner's), answered once: never cached. */
    issueRoleCode: build.mutation<AdminCodeResponse, SignupCodeRole>({
      query: (role) => ({ url: API.admin.roleCode(role), method: 'POST' }),
      onQueryStarted: async (role, { dispatch, queryFulfilled }) => {
        if (await queryFulfilled.then(() => true).catch(() => false)) dispatch(setRoleCodeIssued(role, new Date().toISOString()));
      },
    }),
    /** Whether each role's sign-up code is issued, and when (never the codes). */
    getRoleCodes: build.query<RoleCodeStatusDto[], undefined>({
      query: () => ({ url: API.admin.roleCodes }),
    }),
    /** Withdraws a role's sign-up code; the answer is the codes' new state. */
    withdrawRoleCode: build.mutation<RoleCodeStatusDto[], SignupCodeRole>({
      query: (role) => ({ url: API.admin.roleCode(role), method: 'DELETE' }),
      onQueryStarted: async (_role, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(adminAccountApi.util.upsertQueryData('getRoleCodes', undefined, data));
      },
    }),
    /** The audit log, newest first; read afresh on every visit, since every admin write adds to it. */
    getActivity: build.query<AuditListResponse, ActivityArgs>({
      query: (args) => ({ url: activityUrl(args) }),
      keepUnusedDataFor: 0,
    }),
  }),
});

function replaceAccount(account: AdminAccountDto) {
  return adminAccountApi.util.updateQueryData('getAdminAccounts', undefined, (accounts) => {
    const i = accounts.findIndex((a) => a.id === account.id);
    if (i >= 0) accounts[i] = account;
  });
}

function setRoleCodeIssued(role: SignupCodeRole, issuedAt: string) {
  return adminAccountApi.util.updateQueryData('getRoleCodes', undefined, (codes) => {
    const row = codes.find((c) => c.role === role);
    if (row) row.issuedAt = issuedAt;
  });
}

export const {
  useGetAdminAccountsQuery,
  useSetAdminDisabledMutation,
  useSetAdminRoleMutation,
  useSignOutAdminEverywhereMutation,
  useRotateAdminCodeMutation,
  useIssueRoleCodeMutation,
  useGetRoleCodesQuery,
  useWithdrawRoleCodeMutation,
  useGetActivityQuery,
} = adminAccountApi;
