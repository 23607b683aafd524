// The dashboard and Site speed share a chunk (both are figures with MUI X Charts): one import, so the route
// table names their files once.
export { AdminHomePage } from '@/pages/admin-home';
export { AdminSiteSpeedPage } from '@/pages/admin-site-speed';
