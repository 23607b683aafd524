export {
  adminAccountApi,
  useGetAdminAccountsQuery,
  useSetAdminDisabledMutation,
  useSetAdminRoleMutation,
  useSignOutAdminEverywhereMutation,
  useRotateAdminCodeMutation,
  useIssueRoleCodeMutation,
  useGetRoleCodesQuery,
  useWithdrawRoleCodeMutation,
  useGetActivityQuery,
} from './api/admin-account-api';
export type { ActivityArgs } from './api/admin-account-api';
export { formatAdminTime } from './lib/format';
