export { AdminBlogEditorPage } from './ui/admin-blog-editor-page';
