export { AdminSettingsPage } from './ui/admin-settings-page';
