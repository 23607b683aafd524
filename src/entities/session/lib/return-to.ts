import { ROUTES } from '@contract';

/** What the admin guard hands to sign-up and login: the admin address a signed-out visitor asked for. */
export interface ReturnToState {
  returnTo: string;
}

export function returnToState(pathname: string, search: string): ReturnToState {
  return { returnTo: `${pathname}${search}` };
}

/** A Counsellor's first screen (contract's MY_DAY_PAGE, written here so the sign-in code does not carry the tasks' module). */
export const COUNSELLOR_LANDING = '/admin/my-day';

/**
 * Where sign-in or sign-up lands: the admin address the guard kept (a lead's drawer from the new-lead
 * e-mail, say), else the dashboard (a Counsellor's "My day"). Only a path inside the admin area is followed, so a crafted state
 * never sends the admin off the site.
 */
export function returnTarget(state: unknown, role?: string): string {
  if (state && typeof state === 'object' && 'returnTo' in state) {
    const target = (state as { returnTo: unknown }).returnTo;
    if (
      typeof target === 'string' &&
      target.startsWith('/admin/') &&
      !target.startsWith(ROUTES.adminSignUp) &&
      !target.startsWith(ROUTES.adminLogin)
    ) {
      return target;
    }
  }
  return role === 'counsellor' ? COUNSELLOR_LANDING : ROUTES.adminHome;
}
