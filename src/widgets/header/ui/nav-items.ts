import { COURSES, ROUTES } from '@contract';

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
] as const;

export const COURSE_LINKS = COURSES.map((c) => ({ label: c.title, to: ROUTES.course(c.slug) }));
