// The endpoints and every hook and type they come with (the api file exports nothing else).
export * from './api/blog-api';
export { parseContent, parseInline, contentToText, safeHref } from './lib/parse-content';
export type { Block, Inline } from './lib/parse-content';
export { imageSource } from './lib/image-source';
export type { ImageSource } from './lib/image-source';
export { publicDateOf } from './lib/public-date';
export { BlogContent } from './ui/blog-content';
export type { BlogContentProps } from './ui/blog-content';
export { BlogImage } from './ui/blog-image';
export { BlogCard, formatBlogDate } from './ui/blog-card';
