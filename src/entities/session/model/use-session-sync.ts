import { useEffect } from 'react';
import { useLazyCheckAuthQuery } from '../api/session-api';
import { USER_CHANGED_EVENT } from '../lib/user-changed';

/** The auth check at page load, again on `storage` events and on the user-changed event (docs/product.md §4). */
export function useSessionSync(): void {
  const [check] = useLazyCheckAuthQuery();
  useEffect(() => {
    const recheck = () => {
      void check(undefined, false);
    };
    recheck();
    window.addEventListener('storage', recheck);
    window.addEventListener(USER_CHANGED_EVENT, recheck);
    return () => {
      window.removeEventListener('storage', recheck);
      window.removeEventListener(USER_CHANGED_EVENT, recheck);
    };
  }, [check]);
}
