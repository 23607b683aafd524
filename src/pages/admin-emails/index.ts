export { AdminEmailsPage } from './ui/admin-emails-page';
