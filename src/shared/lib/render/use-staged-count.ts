import { startTransition, useEffect, useState } from 'react';
import { useRenderingServerHtml } from './server-rendered';

/**
 * How many of `total` parts to render: `step` more after each commit, until all are shown. Every step
 * is a transition of its own, so a long list of heavy sections is built and inserted into the page in
 * several short tasks instead of one long one (the browser can paint and answer input in between).
 * Nothing waits on a timer: the next step starts as soon as the previous one is on the page. The
 * server's HTML (and its hydration) has every part at once.
 */
export function useStagedCount(total: number, step: number): number {
  const serverHtml = useRenderingServerHtml();
  const [count, setCount] = useState(() => (serverHtml ? total : Math.min(total, Math.max(1, step))));
  useEffect(() => {
    if (count >= total) return;
    startTransition(() => setCount((c) => Math.min(total, c + Math.max(1, step))));
  }, [count, total, step]);
  return Math.min(count, total);
}
