export { CoursesTeaser } from './ui/courses-teaser';
