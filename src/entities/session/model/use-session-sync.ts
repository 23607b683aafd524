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
    // In a task of its own: at start-up this effect runs in the task that ends hydration, which is long
    // enough on a phone without the check's dispatch.
    const atLoad = setTimeout(recheck, 0);
    window.addEventListener('storage', recheck);
    window.addEventListener(USER_CHANGED_EVENT, recheck);
    return () => {
      clearTimeout(atLoad);
      window.removeEventListener('storage', recheck);
      window.removeEventListener(USER_CHANGED_EVENT, recheck);
    };
  }, [check]);
}
