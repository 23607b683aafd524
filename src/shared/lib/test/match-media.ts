/**
 * A `window.matchMedia` for jsdom, which has none: a media query matches when `matches(query)` says so,
 * and its change listeners are never called (the screen of a test does not change size).
 */
export function fakeMatchMedia(matches: (query: string) => boolean): typeof window.matchMedia {
  return (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
