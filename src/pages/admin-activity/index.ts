export { AdminActivityPage } from './ui/admin-activity-page';
