export { JobDetailPage } from './ui/job-detail-page';
