import { useLocation } from 'react-router';
import { LEAD_BOARD_PAGE, MY_DAY_PAGE } from '@contract';
import { AdminLeadBoardPage } from '@/pages/admin-lead-board';
import { AdminLeadsPage } from '@/pages/admin-leads';
import { AdminMyDayPage } from '@/pages/admin-my-day';

/**
 * The leads list, the board and My day: one route object and one chunk (all open the lead drawer), told apart by
 * the address, so the first page's JavaScript carries one lazy import for the three.
 */
export function LeadPages() {
  const { pathname } = useLocation();
  if (pathname === MY_DAY_PAGE) return <AdminMyDayPage />;
  return pathname === LEAD_BOARD_PAGE ? <AdminLeadBoardPage /> : <AdminLeadsPage />;
}
