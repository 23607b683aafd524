export { AdminSiteSpeedPage } from './ui/admin-site-speed-page';
