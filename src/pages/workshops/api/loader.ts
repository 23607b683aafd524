import { workshopApi } from '@/entities/workshop';
import { routeData } from '@/shared/api';

export const workshopsLoader = routeData((prefetch) => prefetch(workshopApi.endpoints.getWorkshops, undefined));
