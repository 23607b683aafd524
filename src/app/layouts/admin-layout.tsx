import { Outlet } from 'react-router';
import { AdminShell } from '@/widgets/admin-shell';
import { MAIN_ID, SkipLink } from './app-frame';

/**
 * The signed-in admin area's layout (issue 20, the shell): the admin frame instead of the public site's
 * marketing header, social banner, footer and phone action bar. The loader, session sync and route-change
 * effects come from the app frame around both layouts.
 */
export function AdminLayout() {
  return (
    <>
      <SkipLink />
      <AdminShell mainId={MAIN_ID}>
        <Outlet />
      </AdminShell>
    </>
  );
}
