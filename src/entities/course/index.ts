export { courseApi, useGetCoursesQuery, useGetCourseQuery } from './api/course-api';
export { nextOpenBatch } from './lib/next-batch';
export { CourseCard, CourseCardSkeleton } from './ui/course-card';
export type { CourseCardProps } from './ui/course-card';
// The endpoints and every hook and type they come with (the api file exports nothing else).
export * from './api/admin-course-api';
