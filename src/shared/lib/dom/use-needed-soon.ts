import { startTransition, useCallback, useRef, useState, type RefObject } from 'react';
import { useRenderingServerHtml } from '../render';
import { useOnNeededSoon } from './use-on-needed-soon';

/**
 * Whether content that starts below the fold is needed yet: true once the placeholder comes within
 * `marginPx` of the viewport, the visitor starts moving through the page with Tab, touches or focuses it, or the browser goes
 * idle after the page has loaded (so screen readers, find-in-page and visitors who never scroll get it
 * too). Until then its code need not load before the page is interactive. The switch is a transition:
 * React builds the content in short slices, so a phone stays responsive while it arrives. The server's
 * HTML has the content from the start: its code then loads as hydration reaches it.
 */
export function useNeededSoon<T extends Element>(marginPx = 800): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const serverHtml = useRenderingServerHtml();
  const [needed, setNeeded] = useState(serverHtml);
  const trigger = useCallback(() => startTransition(() => setNeeded(true)), []);
  useOnNeededSoon(ref, trigger, marginPx, true, needed);
  return [ref, needed];
}
