import { jobApi } from '@/entities/job';
import { routeData } from '@/shared/api';

export const careersLoader = routeData((prefetch) => prefetch(jobApi.endpoints.getJobs, undefined));
