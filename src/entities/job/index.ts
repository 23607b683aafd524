export {
  jobApi,
  useGetJobsQuery,
  useGetJobQuery,
  useGetAdminJobsQuery,
  useCreateJobMutation,
  useUpdateJobMutation,
  useDeleteJobMutation,
} from './api/job-api';
export type { JobSaveResponse } from './api/job-api';
export { formatJobDate, experienceLabel, salaryLabel } from './lib/format';
export { JobCard } from './ui/job-card';
