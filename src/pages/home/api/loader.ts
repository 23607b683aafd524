import { alumniApi } from '@/entities/alumni';
import { blogApi } from '@/entities/blog';
import { routeData } from '@/shared/api';

/** The home sections' posts, alumni stories and hiring partners (the courses come with the layout). */
export const homeLoader = routeData((prefetch) => {
  prefetch(blogApi.endpoints.getBlogs, undefined);
  prefetch(alumniApi.endpoints.getAlumniStories, {});
  prefetch(alumniApi.endpoints.getHiringPartners, undefined);
});
