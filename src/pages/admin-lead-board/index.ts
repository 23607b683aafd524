export { AdminLeadBoardPage } from './ui/admin-lead-board-page';
