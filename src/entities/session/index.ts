// The endpoints and every hook and type they come with (the api file exports nothing else).
export * from './api/session-api';
export {
  sessionSlice,
  signedOut,
  signedIn,
  selectSessionStatus,
  selectUser,
  selectIsSignedIn,
  selectStaffRole,
} from './model/session-slice';
export type { SessionState, SessionStatus } from './model/session-slice';
export { useSessionSync } from './model/use-session-sync';
export { USER_CHANGED_EVENT, USER_STORAGE_KEY, broadcastUserChanged, storeUser } from './lib/user-changed';
export { PasswordField } from './ui/password-field';
export type { PasswordFieldProps } from './ui/password-field';
export { AuthCard } from './ui/auth-card';
export { AuthPage } from './ui/auth-page';
export type { AuthPageProps } from './ui/auth-page';
export { AuthDone } from './ui/auth-done';
export type { AuthDoneProps } from './ui/auth-done';
export { useSessionForm } from './model/use-session-form';
export type { SessionFormOptions } from './model/use-session-form';
export { useAccountForm } from './model/use-account-form';
export type { AccountFormOptions } from './model/use-account-form';
export { NEW_PASSWORD_HINT } from './lib/password-hint';
export type { AuthCardProps } from './ui/auth-card';
export { returnTarget, returnToState } from './lib/return-to';
export type { ReturnToState } from './lib/return-to';
