// Site settings and its e-mails page share a chunk: one import, so the route table names its files once.
export { AdminSettingsPage } from '@/pages/admin-settings';
export { AdminEmailsPage } from '@/pages/admin-emails';
