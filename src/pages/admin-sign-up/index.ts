export { AdminSignUpPage } from './ui/admin-sign-up-page';
