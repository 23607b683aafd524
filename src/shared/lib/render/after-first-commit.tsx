import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` one commit after the first: for parts that start below the fold on every page
 * (the footer), so the first screen is put on the page in a shorter task and they follow in a
 * transition of their own. Re-renders only itself when they arrive.
 */
export function AfterFirstCommit({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready ? children : null;
}
