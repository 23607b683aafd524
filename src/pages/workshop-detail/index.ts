export { WorkshopDetailPage } from './ui/workshop-detail-page';
export { workshopDetailLoader } from './api/loader';
