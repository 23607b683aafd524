export { AdminLeadsPage } from './ui/admin-leads-page';
