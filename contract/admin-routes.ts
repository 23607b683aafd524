/*
 * The admin editors' addresses and a lead's drawer: apart from ROUTES (which every page's first JavaScript carries
 * whole), since only the admin pages, the server and the e-mails link to them.
 */
export const ADMIN_ROUTES = {
  adminJobCreate: '/admin/jobs/create',
  adminJobEdit: (slug: string) => `/admin/jobs/edit/${slug}`,
  adminBlogNew: '/admin/blogs/new',
  adminBlogEdit: (slug: string) => `/admin/blogs/edit/${slug}`,
  adminWorkshopNew: '/admin/workshops/new',
  adminWorkshopEdit: (slug: string) => `/admin/workshops/edit/${slug}`,
  adminCourseNew: '/admin/courses/new',
  adminCourseEdit: (slug: string) => `/admin/courses/edit/${slug}`,
  adminLead: (id: string) => `/admin/leads?lead=${encodeURIComponent(id)}`,
} as const;
