import { lazy, Suspense, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useOnNeededSoon } from './use-on-needed-soon';
import { useRenderingServerHtml } from '../render';

/** Renders what it is given. */
function Passthrough({ children }: { children: ReactNode }) {
  return children;
}

/**
 * The content's gate: a lazy component that resolves when `open` is called, so the Suspense boundary
 * around it waits until then (React.lazy rather than use(): a lazy part is what React and its test
 * tools expect a boundary to wait for). Opened from the start on the server, where nothing waits.
 */
interface Gate {
  open: () => void;
  Keeper: ComponentType<{ children: ReactNode }>;
}

function createGate(opened: boolean): Gate {
  if (opened) return { open: () => {}, Keeper: Passthrough };
  let settle = () => {};
  const promise = new Promise<void>((resolve) => (settle = resolve));
  return { open: () => settle(), Keeper: lazy(() => promise.then(() => ({ default: Passthrough }))) };
}

export interface NeededSoonProps {
  /** The content below the fold. Give the same element until its data changes (useMemo): a new one is an update. */
  children: ReactNode;
  /** What holds its place until it is needed on a page the browser builds (keep it the same element too). */
  placeholder?: ReactNode;
  /** How near the viewport (px, above and below) it counts as needed. */
  marginPx?: number;
}

/**
 * Content of a page that starts below the fold, taken on only when it is needed soon: once it comes within
 * `marginPx` of the viewport, or the visitor presses Tab or touches, clicks or focuses inside it.
 *
 * - In the server's page its HTML is there from the start, for crawlers, screen readers, find-in-page and
 *   visitors without JavaScript. React leaves that HTML as it is (its Suspense boundary stays
 *   dehydrated) and hydrates it, loading its code, only when it is needed: a phone spends its first
 *   seconds on the first screen alone.
 * - On a page the browser builds (a client navigation) the placeholder holds its place; the content also
 *   comes when the browser goes idle after the load, for visitors who never scroll.
 *
 * Only for a page's own content, which a route change removes: React cannot apply an update (such as the
 * router's new location) to HTML it has not hydrated, so every navigation would have to hydrate waiting
 * content that stays (the footer, which uses useNeededSoon) first. A navigation within the page opens it.
 */
export function NeededSoon({ children, placeholder = null, marginPx = 800 }: NeededSoonProps) {
  const serverHtml = useRenderingServerHtml();
  // On the server nothing waits; in the browser the gate opens when the content is needed.
  const [gate] = useState(() => createGate(typeof document === 'undefined'));
  const [builtByBrowser] = useState(!serverHtml);
  const ref = useRef<HTMLDivElement>(null);
  useOnNeededSoon(ref, gate.open, marginPx, builtByBrowser);
  // A navigation that keeps this page (a tap on the logo on the home page, a new ?query) updates the
  // router's context inside the waiting HTML, which React can only apply once it has hydrated it: the
  // navigation would wait for the gate, so it opens it (idempotent, hence safe during a render).
  const { key } = useLocation();
  const [firstKey] = useState(key);
  if (key !== firstKey) gate.open();
  // Made once per content: a new boundary element while the server's HTML waits would be an update to it,
  // and React would then drop that HTML for the placeholder.
  const boundary = useMemo(
    () => (
      <Suspense fallback={placeholder}>
        <gate.Keeper>{children}</gate.Keeper>
      </Suspense>
    ),
    [gate, children, placeholder],
  );
  return <div ref={ref}>{boundary}</div>;
}
