export { AdminAlumniPage } from './ui/admin-alumni-page';
