export { AdminHomePage } from './ui/admin-home-page';
