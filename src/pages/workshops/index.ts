export { WorkshopsPage } from './ui/workshops-page';
