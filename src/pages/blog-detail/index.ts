export { BlogDetailPage } from './ui/blog-detail-page';
