export { AdminPrivacyPage } from './ui/admin-privacy-page';
