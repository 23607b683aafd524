export { DeleteBlogDialog, DELETE_BLOG_QUESTION, DELETE_BLOG_FAILED } from './ui/delete-blog-dialog';
export type { DeleteBlogDialogProps } from './ui/delete-blog-dialog';
