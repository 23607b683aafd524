export {
  blogApi,
  useGetBlogsQuery,
  useGetBlogQuery,
  useCreateBlogMutation,
  useUpdateBlogMutation,
  useDeleteBlogMutation,
} from './api/blog-api';
export type { BlogSaveResponse } from './api/blog-api';
export { parseContent, parseInline, contentToText } from './lib/parse-content';
export type { Block, Inline } from './lib/parse-content';
export { imageSource } from './lib/image-source';
export type { ImageSource } from './lib/image-source';
export { BlogContent } from './ui/blog-content';
export { BlogImage } from './ui/blog-image';
export { BlogCard, formatBlogDate } from './ui/blog-card';
