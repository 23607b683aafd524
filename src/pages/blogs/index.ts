export { BlogsPage } from './ui/blogs-page';
export { blogsLoader } from './api/loader';
