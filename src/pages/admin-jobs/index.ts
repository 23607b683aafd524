export { AdminJobsPage } from './ui/admin-jobs-page';
