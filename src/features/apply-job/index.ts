export { ApplyJobForm } from './ui/apply-job-form';
