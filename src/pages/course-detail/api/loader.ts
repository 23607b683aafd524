import { alumniApi } from '@/entities/alumni';
import { courseApi } from '@/entities/course';
import { routeData } from '@/shared/api';

/** The course and its alumni stories, asked at once (an unknown course has none). */
export const courseDetailLoader = routeData((prefetch, { params }) => {
  prefetch(courseApi.endpoints.getCourse, params.slug ?? '');
  prefetch(alumniApi.endpoints.getAlumniStories, { course: params.slug ?? '' });
});
