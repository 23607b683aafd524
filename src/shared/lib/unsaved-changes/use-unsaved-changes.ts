import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker, type Blocker, type BlockerFunction } from 'react-router';

/** Put into a navigation's `state` to leave the editor without the prompt (a draft's first save moving to its edit address). */
export const KEEP_EDITING_STATE = { keepEditing: true } as const;

function keepsEditing(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepEditing?: unknown }).keepEditing === true;
}

export interface UnsavedChanges {
  /** React Router's blocker: `blocked` while the prompt should show (UnsavedChangesDialog). */
  blocker: Blocker;
  /**
   * Call once a save succeeded, before navigating on: the work is kept, so leaving asks nothing (the form
   * still says dirty until it renders again).
   */
  markSaved: () => void;
}

/**
 * Asks before an editor's work is lost: React Router's `useBlocker` for a navigation inside the app and
 * `beforeunload` for a reload or a closed tab, both only while `dirty`. One per page: a router keeps one
 * blocker at a time.
 */
export function useUnsavedChanges(dirty: boolean): UnsavedChanges {
  // Read when a navigation starts, which may come before the render that follows a save.
  const dirtyRef = useRef(dirty);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !keepsEditing(nextLocation.state) &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const markSaved = useCallback(() => {
    dirtyRef.current = false;
  }, []);

  return { blocker, markSaved };
}
