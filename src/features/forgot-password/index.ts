export { ForgotPasswordForm, FORGOT_PASSWORD_SUCCESS, FORGOT_PASSWORD_ERROR } from './ui/forgot-password-form';
