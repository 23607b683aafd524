export { SignUpForm, SIGN_UP_SUCCESS, SIGN_UP_ERROR } from './ui/sign-up-form';
