export { JobDetailPage } from './ui/job-detail-page';
export { jobDetailLoader } from './api/loader';
