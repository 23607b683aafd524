import { ROUTES } from '@contract';

export type AdminSectionIcon =
  'dashboard' | 'leads' | 'privacy' | 'courses' | 'workshops' | 'alumni' | 'blogs' | 'jobs' | 'admins' | 'settings';

export interface AdminSection {
  label: string;
  to: string;
  icon: AdminSectionIcon;
  /** Other paths that belong to the section (with everything under them). */
  also?: readonly string[];
}

/** The admin area's side navigation, in the order staff meet the work (issue 20: the shell). */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { label: 'Dashboard', to: ROUTES.adminHome, icon: 'dashboard' },
  { label: 'Leads', to: ROUTES.adminLeads, icon: 'leads' },
  // "Your data" requests (issue 42): each has a due date, so it sits by the leads, not at the end.
  { label: 'Privacy requests', to: ROUTES.adminPrivacy, icon: 'privacy' },
  { label: 'Courses', to: ROUTES.adminCourses, icon: 'courses' },
  { label: 'Workshops', to: ROUTES.adminWorkshops, icon: 'workshops' },
  { label: 'Alumni outcomes', to: ROUTES.adminAlumni, icon: 'alumni' },
  { label: 'Blogs', to: ROUTES.adminBlogs, icon: 'blogs' },
  { label: 'Jobs', to: ROUTES.adminJobs, icon: 'jobs' },
  // The activity (audit) log is the Admins section's second page.
  { label: 'Admins', to: ROUTES.adminAdmins, icon: 'admins', also: [ROUTES.adminActivity] },
  { label: 'Site settings', to: ROUTES.adminSettings, icon: 'settings' },
];

const within = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** True when `pathname` is the section's page or one of its editors (e.g. /admin/jobs/edit/x is Jobs). */
export function isCurrentSection(section: AdminSection, pathname: string): boolean {
  return within(pathname, section.to) || (section.also ?? []).some((path) => within(pathname, path));
}
