export { courseApi, useGetCoursesQuery, useGetCourseQuery } from './api/course-api';
export { nextOpenBatch } from './lib/next-batch';
export { CourseCard, CourseCardSkeleton } from './ui/course-card';
export type { CourseCardProps } from './ui/course-card';
export {
  adminCourseApi,
  useGetAdminCoursesQuery,
  useGetAdminCourseQuery,
  useCreateCourseMutation,
  useUpdateCourseMutation,
  useDeleteCourseMutation,
  useAddBatchMutation,
  useUpdateBatchMutation,
  useDeleteBatchMutation,
} from './api/admin-course-api';
