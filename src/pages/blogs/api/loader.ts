import { blogApi } from '@/entities/blog';
import { routeData } from '@/shared/api';

export const blogsLoader = routeData((prefetch) => prefetch(blogApi.endpoints.getBlogs, undefined));
