import { useMemo } from 'react';
import { ROUTES } from '@contract';
import { useGetCoursesQuery } from '@/entities/course';

export const VISITOR_LINKS = [
  { label: 'ABOUT US', to: ROUTES.about },
  { label: 'BLOGS', to: ROUTES.blogs },
  { label: 'WORKSHOPS', to: ROUTES.workshops },
  { label: 'CAREERS', to: ROUTES.careers },
  { label: 'CONTACT US', to: ROUTES.contact },
] as const;

export const ADMIN_LINKS = [
  { label: 'Admin Jobs', to: ROUTES.adminJobs },
  { label: 'Admin Blogs', to: ROUTES.adminBlogs },
  { label: 'Admin Leads', to: ROUTES.adminLeads },
  { label: 'Admin Courses', to: ROUTES.adminCourses },
] as const;

/** Stands in for the course links until the catalogue is there (or when it cannot be loaded). */
const ALL_COURSES_LINK = { label: 'All Courses', to: ROUTES.courses };

/** The COURSES menu: a link to each course on sale, in the catalogue's order. */
export function useCourseLinks(): { label: string; to: string }[] {
  const { data: courses } = useGetCoursesQuery(undefined);
  return useMemo(
    () => (courses && courses.length > 0 ? courses.map((c) => ({ label: c.title, to: ROUTES.course(c.slug) })) : [ALL_COURSES_LINK]),
    [courses],
  );
}
