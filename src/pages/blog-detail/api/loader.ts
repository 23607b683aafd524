import { blogApi } from '@/entities/blog';
import { routeData } from '@/shared/api';

/** The post and its related posts, asked at once. */
export const blogDetailLoader = routeData((prefetch, { params }) => {
  prefetch(blogApi.endpoints.getBlog, params.slug ?? '');
  prefetch(blogApi.endpoints.getRelatedBlogs, params.slug ?? '');
});
