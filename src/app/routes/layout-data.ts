import { courseApi } from '@/entities/course';
import { siteApi } from '@/entities/site';
import { routeData } from '@/shared/api';

/** What the public layout and its forms read on every page: the course list (menu, footer, forms) and the site settings. */
export const layoutLoader = routeData((prefetch) => {
  prefetch(courseApi.endpoints.getCourses, undefined);
  prefetch(siteApi.endpoints.getSiteSettings, undefined);
});
