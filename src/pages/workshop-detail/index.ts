export { WorkshopDetailPage } from './ui/workshop-detail-page';
