import { lazy, Suspense, useEffect, useState } from 'react';
import { discardPendingToasts, hasPendingToasts, onToastWanted } from '@/shared/lib/toast';

const ToastHost = lazy(() => import(/* webpackChunkName: "toasts" */ './toast-host'));

/** Mounts the toast host when the first toast is shown, so no page load pays for the toast library. */
export function Toaster() {
  const [wanted, setWanted] = useState(hasPendingToasts);
  useEffect(() => {
    if (hasPendingToasts()) setWanted(true);
    const stopListening = onToastWanted(() => setWanted(true));
    return () => {
      stopListening();
      // Toasts shown while the host was still loading belong to this app: they go when it unmounts.
      discardPendingToasts();
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
