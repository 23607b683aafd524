export { SignInForm, SIGN_IN_SUCCESS, SIGN_IN_ERROR } from './ui/sign-in-form';
