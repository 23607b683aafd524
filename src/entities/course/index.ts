export { CourseCard } from './ui/course-card';
export type { CourseCardProps } from './ui/course-card';
export { COURSE_DETAILS, findCourseDetails } from './model/course-details';
export type { CourseDetails, CourseModule, CourseFaq } from './model/course-details';
