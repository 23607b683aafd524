import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import { useRenderingServerHtml } from '../render';

/**
 * Whether content that starts below the fold is needed yet: true once the placeholder comes within
 * `marginPx` of the viewport, the visitor starts moving through the page with Tab, or the browser goes
 * idle after the page has loaded (so screen readers, find-in-page and visitors who never scroll get it
 * too). Until then its code need not load before the page is interactive. The switch is a transition:
 * React builds the content in short slices, so a phone stays responsive while it arrives. The server's
 * HTML has the content from the start: its code then loads as hydration reaches it.
 */
export function useNeededSoon<T extends Element>(marginPx = 800): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const serverHtml = useRenderingServerHtml();
  const [needed, setNeeded] = useState(serverHtml);
  useEffect(() => {
    if (needed) return;
    const cleanups: (() => void)[] = [];
    const trigger = () => startTransition(() => setNeeded(true));
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      trigger();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && trigger(), {
      rootMargin: `${marginPx}px 0px`,
    });
    observer.observe(node);
    cleanups.push(() => observer.disconnect());

    const onKey = (event: KeyboardEvent) => event.key === 'Tab' && trigger();
    window.addEventListener('keydown', onKey);
    cleanups.push(() => window.removeEventListener('keydown', onKey));

    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(trigger, { timeout: 2000 });
        cleanups.push(() => window.cancelIdleCallback(id));
      } else {
        const id = window.setTimeout(trigger, 200);
        cleanups.push(() => window.clearTimeout(id));
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else {
      window.addEventListener('load', whenIdle, { once: true });
      cleanups.push(() => window.removeEventListener('load', whenIdle));
    }
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [needed, marginPx]);
  return [ref, needed];
}
