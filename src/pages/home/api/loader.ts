import { routeData } from '@/shared/api';

/**
 * The home sections' posts, alumni stories and hiring partners (the courses come with the layout). Their
 * entities are imported when the loader runs: statically, they would add their cards to the home page's
 * first chunk, which the sections load later.
 */
export const homeLoader = routeData(async (prefetch) => {
  const [{ blogApi }, { alumniApi }] = await Promise.all([import('@/entities/blog'), import('@/entities/alumni')]);
  prefetch(blogApi.endpoints.getBlogs, undefined);
  prefetch(alumniApi.endpoints.getAlumniStories, {});
  prefetch(alumniApi.endpoints.getHiringPartners, undefined);
});
