import { useLocation } from 'react-router';
import { MY_DAY_PAGE } from '@contract';
import { AdminLeadsPage } from '@/pages/admin-leads';
import { AdminMyDayPage } from '@/pages/admin-my-day';

/**
 * The leads list and My day: one route object and one chunk (both open the lead drawer), told apart by the
 * address, so the first page's JavaScript carries one lazy import for the two.
 */
export function LeadPages() {
  return useLocation().pathname === MY_DAY_PAGE ? <AdminMyDayPage /> : <AdminLeadsPage />;
}
