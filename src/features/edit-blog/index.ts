export { BlogForm, BLOG_CREATED_MESSAGE, BLOG_UPDATED_MESSAGE, BLOG_SAVE_FAILED_MESSAGE } from './ui/blog-form';
export type { BlogFormProps } from './ui/blog-form';
