import { useEffect, type RefObject } from 'react';

/**
 * Calls `onNeeded` once `ref`'s element comes within `marginPx` of the viewport, the visitor presses Tab
 * or touches, clicks or focuses inside it, or (with `idle`) the browser goes idle after the page loaded.
 * Nothing is watched once `done`.
 */
export function useOnNeededSoon(ref: RefObject<Element | null>, onNeeded: () => void, marginPx: number, idle: boolean, done = false): void {
  useEffect(() => {
    if (done) return;
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      onNeeded();
      return;
    }
    const cleanups: (() => void)[] = [];
    const listen = (target: EventTarget, type: string, handler: (event: Event) => void) => {
      target.addEventListener(type, handler, { capture: true, passive: true });
      cleanups.push(() => target.removeEventListener(type, handler, { capture: true }));
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onNeeded(), {
      rootMargin: `${marginPx}px 0px`,
    });
    observer.observe(node);
    cleanups.push(() => observer.disconnect());
    listen(window, 'keydown', (event) => (event as KeyboardEvent).key === 'Tab' && onNeeded());
    // On the window, so the gate is open before React sees the event at its root and tries to hydrate.
    const within = (event: Event) => event.target instanceof Node && node.contains(event.target) && onNeeded();
    for (const type of ['pointerdown', 'focusin']) listen(window, type, within);

    if (idle) {
      const whenIdle = () => {
        if (typeof window.requestIdleCallback === 'function') {
          const id = window.requestIdleCallback(onNeeded, { timeout: 2000 });
          cleanups.push(() => window.cancelIdleCallback(id));
        } else {
          const id = window.setTimeout(onNeeded, 200);
          cleanups.push(() => window.clearTimeout(id));
        }
      };
      if (document.readyState === 'complete') whenIdle();
      else {
        window.addEventListener('load', whenIdle, { once: true });
        cleanups.push(() => window.removeEventListener('load', whenIdle));
      }
    }
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [ref, onNeeded, marginPx, idle, done]);
}
