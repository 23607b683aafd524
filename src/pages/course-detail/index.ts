export { CourseDetailPage } from './ui/course-detail-page';
export { courseDetailLoader } from './api/loader';
