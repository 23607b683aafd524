export { BlogsPage } from './ui/blogs-page';
