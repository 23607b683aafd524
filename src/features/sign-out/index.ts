export { useSignOut } from './model/use-sign-out';
export { sessionExpiredListener } from './model/session-expired-listener';
export { SignOutButton } from './ui/sign-out-button';
