export { BlogDetailPage } from './ui/blog-detail-page';
export { blogDetailLoader } from './api/loader';
