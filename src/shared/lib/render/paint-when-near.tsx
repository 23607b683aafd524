import type { ReactNode } from 'react';

/**
 * A block the browser styles, lays out and paints only when it comes near the viewport
 * (`content-visibility: auto`); until then it holds `estimatedHeight` pixels, and once shown it keeps
 * its real height (`contain-intrinsic-size: auto`). For long content below the first screen: inserting
 * it then costs a phone the DOM work alone, not a style and layout pass over all of it. The content
 * stays in the document for find-in-page, screen readers and crawlers.
 */
export function PaintWhenNear({ estimatedHeight, children }: { estimatedHeight: number; children: ReactNode }) {
  return <div style={{ contentVisibility: 'auto', containIntrinsicSize: `auto ${estimatedHeight}px` }}>{children}</div>;
}
