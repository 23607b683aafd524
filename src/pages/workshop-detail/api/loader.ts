import { workshopApi } from '@/entities/workshop';
import { routeData } from '@/shared/api';

export const workshopDetailLoader = routeData((prefetch, { params }) => prefetch(workshopApi.endpoints.getWorkshop, params.slug ?? ''));
