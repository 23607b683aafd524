import { jobApi } from '@/entities/job';
import { routeData } from '@/shared/api';

export const jobDetailLoader = routeData((prefetch, { params }) => prefetch(jobApi.endpoints.getJob, params.slug ?? ''));
