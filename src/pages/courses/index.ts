export { CoursesPage } from './ui/courses-page';
