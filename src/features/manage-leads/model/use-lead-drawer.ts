import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** The address parameter that names the lead whose drawer is open (the new-lead e-mail links to it). */
const LEAD_PARAM = 'lead';

/** Marks a history entry this page added by opening a drawer: closing it goes back instead of adding another. */
interface DrawerState {
  leadDrawer?: boolean;
}

/**
 * The lead drawer's state, kept in the address (`?lead=<id>`): a link opens it, Back closes it, and
 * closing removes the parameter. Opening from the list adds a history entry, so Back returns to the
 * list as it was; a drawer opened by a link (the e-mail) is closed in place.
 */
export function useLeadDrawer(): { leadId: string | null; open: (id: string) => void; close: () => void } {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const leadId = params.get(LEAD_PARAM) || null;

  const open = (id: string) => {
    if (id === leadId) return;
    const next = new URLSearchParams(params);
    next.set(LEAD_PARAM, id);
    // A drawer already open (opened here) is replaced, so one Back still returns to the list.
    const pushedHere = Boolean((location.state as DrawerState | null)?.leadDrawer);
    setParams(next, { state: { leadDrawer: true } satisfies DrawerState, replace: leadId !== null && pushedHere });
  };

  const close = () => {
    if (leadId === null) return;
    if ((location.state as DrawerState | null)?.leadDrawer) {
      void navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete(LEAD_PARAM);
    setParams(next, { replace: true });
  };

  return { leadId, open, close };
}
