export { AdminCoursesPage } from './ui/admin-courses-page';
