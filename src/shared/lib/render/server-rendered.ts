import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Whether this render must produce what the server rendered: true on the server, and in the browser while
 * React hydrates this component from the server's HTML (React reads the server snapshot then, also for a
 * part that hydrates later, when its code arrives); false for a render in the browser from nothing.
 * Parts that the client adds later (the footer, the home page's lower sections) use it as their first
 * state: the server's HTML holds the whole page for crawlers and visitors without JavaScript, hydration
 * finds the same markup, and a client navigation keeps their lazy arrival.
 */
export function useRenderingServerHtml(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
