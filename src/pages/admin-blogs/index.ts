export { AdminBlogsPage } from './ui/admin-blogs-page';
