import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useRenderingServerHtml } from './server-rendered';

/**
 * Renders `children` one commit after the first: for parts that start below the fold on every page
 * (the footer), so the first screen is put on the page in a shorter task and they follow in a
 * transition of their own. Re-renders only itself when they arrive. In the server's HTML (and the
 * hydration of it) they are there from the start.
 */
export function AfterFirstCommit({ children }: { children: ReactNode }) {
  const serverHtml = useRenderingServerHtml();
  const [ready, setReady] = useState(serverHtml);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready ? children : null;
}
