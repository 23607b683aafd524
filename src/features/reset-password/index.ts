export { ResetPasswordForm, RESET_PASSWORD_SUCCESS, RESET_PASSWORD_ERROR, RESET_REDIRECT_MS } from './ui/reset-password-form';
export type { ResetPasswordFormProps } from './ui/reset-password-form';
