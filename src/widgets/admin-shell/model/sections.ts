import { canUse, MY_DAY_PAGE, ROUTES, SITE_SPEED_PAGE, type AdminArea, type StaffRole } from '@contract';

export type AdminSectionIcon =
  'dashboard' | 'my-day' | 'leads' | 'privacy' | 'courses' | 'workshops' | 'alumni' | 'blogs' | 'jobs' | 'speed' | 'admins' | 'settings';

export interface AdminSection {
  label: string;
  to: string;
  icon: AdminSectionIcon;
  /** The part of the admin area it belongs to: shown only to roles that include it (contract/roles.ts). */
  area: AdminArea;
  /** Other paths that belong to the section (with everything under them). */
  also?: readonly string[];
}

/** The admin area's side navigation, in the order staff meet the work (issue 20: the shell). */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { label: 'Dashboard', to: ROUTES.adminHome, icon: 'dashboard', area: 'leads' },
  // Issue 43: the counsellor's tasks and late first calls (a Counsellor's first screen).
  { label: 'My day', to: MY_DAY_PAGE, icon: 'my-day', area: 'leads' },
  { label: 'Leads', to: ROUTES.adminLeads, icon: 'leads', area: 'leads' },
  // "Your data" requests (issue 42): each has a due date, so it sits by the leads, not at the end.
  { label: 'Privacy requests', to: ROUTES.adminPrivacy, icon: 'privacy', area: 'records' },
  { label: 'Courses', to: ROUTES.adminCourses, icon: 'courses', area: 'content' },
  { label: 'Workshops', to: ROUTES.adminWorkshops, icon: 'workshops', area: 'content' },
  { label: 'Alumni outcomes', to: ROUTES.adminAlumni, icon: 'alumni', area: 'content' },
  { label: 'Blogs', to: ROUTES.adminBlogs, icon: 'blogs', area: 'content' },
  { label: 'Jobs', to: ROUTES.adminJobs, icon: 'jobs', area: 'content' },
  // Issue 44: real visitors' page speed (the pictures and pages staff publish are what make it).
  { label: 'Site speed', to: SITE_SPEED_PAGE, icon: 'speed', area: 'content' },
  // The activity (audit) log is the Admins section's second page.
  { label: 'Admins', to: ROUTES.adminAdmins, icon: 'admins', area: 'settings', also: [ROUTES.adminActivity] },
  { label: 'Site settings', to: ROUTES.adminSettings, icon: 'settings', area: 'settings' },
];

/** Where a role without the Admins section finds the activity log (an Admin's records). */
const ACTIVITY_SECTION: AdminSection = { label: 'Activity log', to: ROUTES.adminActivity, icon: 'admins', area: 'records' };

/** The sections `role` may use, in order (the server refuses the rest with 403 whatever the menu shows). */
export function sectionsFor(role: StaffRole): AdminSection[] {
  const shown = ADMIN_SECTIONS.filter((section) => canUse(role, section.area));
  if (!canUse(role, 'settings') && canUse(role, 'records')) shown.push(ACTIVITY_SECTION);
  return shown;
}

const within = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * The area of the admin page at `pathname`, for the page guard; null for a page the shell does not guard
 * (the dashboard answers each role itself: an Editor is sent on to Courses).
 */
export function areaOf(pathname: string): AdminArea | null {
  if (within(pathname, ROUTES.adminWebhook)) return 'settings';
  if (within(pathname, ROUTES.adminActivity)) return 'records';
  if (within(pathname, ROUTES.adminHome)) return null;
  return ADMIN_SECTIONS.find((section) => within(pathname, section.to))?.area ?? null;
}

/** True when `pathname` is the section's page or one of its editors (e.g. /admin/jobs/edit/x is Jobs). */
export function isCurrentSection(section: AdminSection, pathname: string): boolean {
  return within(pathname, section.to) || (section.also ?? []).some((path) => within(pathname, path));
}
