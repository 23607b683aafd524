/** Client routes of docs/product.md §2 (plus /bootcamps, docs/product.md D3): the SPA's table and the server's 404 rule. */
export const ROUTES = {
  home: '/',
  enroll: '/enrollnow',
  about: '/about-us',
  contact: '/contact-us',
  careers: '/careers',
  job: (slug: string) => `/careers/${slug}`,
  courses: '/courses',
  course: (slug: string) => `/courses/${slug}`,
  workshops: '/workshops',
  workshop: (slug: string) => `/workshops/${slug}`,
  bootcamps: '/bootcamps',
  blogs: '/blogs',
  blog: (slug: string) => `/blogs/${slug}`,
  privacy: '/privacy-policy',
  /** A person's rights over their data: ask for a link (issue 42). */
  yourData: '/your-data',
  /** The link's page: opens the person's view. */
  yourDataLink: (id: string, token: string) => `/your-data/${id}/${token}`,
  forgotPassword: '/forgot-password',
  resetPassword: (id: string, token: string) => `/reset-password/${id}/${token}`,
  adminSignUp: '/admin/sign-up',
  adminLogin: '/admin/login',
  adminHome: '/admin/home',
  adminJobs: '/admin/jobs',
  adminBlogs: '/admin/blogs',
  adminLeads: '/admin/leads',
  adminWorkshops: '/admin/workshops',
  adminCourses: '/admin/courses',
  adminAlumni: '/admin/alumni',
  /** The leads inbox with one lead's drawer open (the new-lead e-mail links here). */
  adminWebhook: '/admin/leads/webhook',
  adminAdmins: '/admin/admins',
  adminActivity: '/admin/activity',
  adminSettings: '/admin/settings',
  adminPrivacy: '/admin/privacy',
} as const;

/**
 * The query parameter of a post's page that shows a signed-in admin the post as it is saved, draft or
 * not. Here, not in blog.ts, so the public post page loads no yup.
 */
export const BLOG_PREVIEW_PARAM = 'preview';

/** The public page of a post as its preview (for a signed-in admin; anyone else gets what the public page shows). */
export function blogPreviewPath(slug: string): string {
  return `/blogs/${slug}?${BLOG_PREVIEW_PARAM}=1`;
}
