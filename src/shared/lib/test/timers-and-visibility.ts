import { act } from '@testing-library/react';

/** Moves fake timers on by `ms`, with React's updates applied. */
export function advanceTimers(ms: number): void {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

/** Says the page is shown or hidden (another tab in front), as the browser does with `visibilitychange`. */
export function setPageVisibility(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}
