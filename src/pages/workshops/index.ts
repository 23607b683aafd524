export { WorkshopsPage } from './ui/workshops-page';
export { workshopsLoader } from './api/loader';
