export { AdminLoginPage } from './ui/admin-login-page';
