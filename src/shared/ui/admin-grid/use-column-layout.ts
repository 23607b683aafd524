import { useCallback, useState } from 'react';
import { columnLayoutKey, EMPTY_LAYOUT, parseColumnLayout, serializeColumnLayout, type ColumnLayout } from './column-layout';

/** localStorage can be missing or refuse (private windows, a full quota): the layout then lasts for the visit. */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored layout under `key`; a value that no longer parses is removed, and the page's own layout used. */
function readLayout(key: string | null): ColumnLayout {
  const store = key ? storage() : null;
  if (!store || !key) return EMPTY_LAYOUT;
  try {
    const raw = store.getItem(key);
    if (raw === null) return EMPTY_LAYOUT;
    const layout = parseColumnLayout(raw);
    if (!layout) store.removeItem(key);
    return layout ?? EMPTY_LAYOUT;
  } catch {
    return EMPTY_LAYOUT;
  }
}

function writeLayout(key: string | null, layout: ColumnLayout | null): void {
  const store = key ? storage() : null;
  if (!store || !key) return;
  try {
    if (layout) store.setItem(key, serializeColumnLayout(layout));
    else store.removeItem(key);
  } catch {
    // Kept for this visit only.
  }
}

/**
 * One admin's layout of one list, read when the list mounts (and again for another admin) and written
 * at each change; `reset` goes back to the page's own columns and forgets the stored layout.
 */
export function useColumnLayout(
  adminId: string | undefined,
  layoutKey: string,
): { layout: ColumnLayout; update: (next: (current: ColumnLayout) => ColumnLayout) => void; reset: () => void } {
  const key = adminId ? columnLayoutKey(adminId, layoutKey) : null;
  const [state, setState] = useState(() => ({ key, layout: readLayout(key) }));
  // Another admin (or none) in the same mounted list: their own layout, read during render so no frame shows the previous one.
  let current = state;
  if (state.key !== key) {
    current = { key, layout: readLayout(key) };
    setState(current);
  }

  const update = useCallback((next: (layout: ColumnLayout) => ColumnLayout) => {
    setState((previous) => {
      const layout = next(previous.layout);
      if (layout === previous.layout) return previous;
      writeLayout(previous.key, layout);
      return { key: previous.key, layout };
    });
  }, []);
  const reset = useCallback(() => {
    setState((previous) => {
      writeLayout(previous.key, null);
      return { key: previous.key, layout: EMPTY_LAYOUT };
    });
  }, []);
  return { layout: current.layout, update, reset };
}
