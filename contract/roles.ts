/**
 * Staff roles (issue 42, least access). The first account is the Owner; sign-up with the admin code makes
 * an Admin (the spec's admin, who manages blogs and jobs); the Owner issues sign-up codes for Counsellors
 * and Editors and can change any role.
 */
export const STAFF_ROLES = ['owner', 'admin', 'counsellor', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  counsellor: 'Counsellor',
  editor: 'Editor',
};

/**
 * The parts of the admin area. `content`: courses, workshops, blogs, jobs, alumni, pictures, page copy and
 * figures; `leads`: the inbox, its files and export, and the dashboard; `records`: the activity log and
 * privacy requests; `settings`: site settings, the CRM webhook, the go-live checklist, admin accounts and codes.
 */
export const ADMIN_AREAS = ['content', 'leads', 'records', 'settings'] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];

export const ROLE_AREAS: Record<StaffRole, readonly AdminArea[]> = {
  owner: ADMIN_AREAS,
  admin: ['content', 'leads', 'records'],
  counsellor: ['leads'],
  editor: ['content'],
};

export function canUse(role: StaffRole, area: AdminArea): boolean {
  return ROLE_AREAS[role].includes(area);
}

/** What the server answers (403) to a signed-in account whose role does not include the route. */
export function roleRefusedMessage(role: StaffRole): string {
  return `Your role (${STAFF_ROLE_LABELS[role]}) does not include this. Ask the Owner if you need it.`;
}

/** Roles an Owner can issue a sign-up code for (the admin code makes Admins). */
export const SIGNUP_CODE_ROLES = ['counsellor', 'editor'] as const;
export type SignupCodeRole = (typeof SIGNUP_CODE_ROLES)[number];

export const LAST_OWNER_MESSAGE = 'This is the last Owner: make another account Owner first.';
export const OWN_ROLE_MESSAGE = 'You cannot change your own role.';
