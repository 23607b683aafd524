export { AdminMyDayPage } from './ui/admin-my-day-page';
