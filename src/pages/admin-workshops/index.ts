export { AdminWorkshopsPage } from './ui/admin-workshops-page';
