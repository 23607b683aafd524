export {
  sessionApi,
  useCheckAuthQuery,
  useLazyCheckAuthQuery,
  useSignUpMutation,
  useSignInMutation,
  useSignOutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} from './api/session-api';
export { sessionSlice, signedOut, signedIn, selectSessionStatus, selectUser, selectIsSignedIn } from './model/session-slice';
export type { SessionState, SessionStatus } from './model/session-slice';
export { useSessionSync } from './model/use-session-sync';
export { USER_CHANGED_EVENT, USER_STORAGE_KEY, broadcastUserChanged, storeUser } from './lib/user-changed';
export { PasswordField } from './ui/password-field';
export type { PasswordFieldProps } from './ui/password-field';
export { AuthCard } from './ui/auth-card';
export type { AuthCardProps } from './ui/auth-card';
export { returnTarget, returnToState } from './lib/return-to';
export type { ReturnToState } from './lib/return-to';
