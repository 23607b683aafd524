/** What a fake IntersectionObserver was made with: call `callback` to say the element came into range. */
export interface FakeObserver {
  callback: (entries: { isIntersecting: boolean }[]) => void;
  margin?: string;
}

/**
 * Replaces IntersectionObserver for each test of the file (jsdom has none that fires) and returns the
 * list of observers made, filled as components create them.
 */
export function fakeIntersectionObserver(): FakeObserver[] {
  const observers: FakeObserver[] = [];
  const real = window.IntersectionObserver;
  beforeEach(() => {
    observers.length = 0;
    window.IntersectionObserver = class {
      constructor(callback: FakeObserver['callback'], options?: IntersectionObserverInit) {
        observers.push({ callback, margin: options?.rootMargin });
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    window.IntersectionObserver = real;
  });
  return observers;
}
