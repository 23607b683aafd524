export { AdminAdminsPage } from './ui/admin-admins-page';
