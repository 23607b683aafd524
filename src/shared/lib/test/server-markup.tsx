import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from '@testing-library/react';

export interface ServerMarkup {
  /** The element holding the server's markup (set before each test). */
  readonly container: HTMLDivElement;
  /** React takes the markup over, as the browser does once the code has arrived. */
  hydrate: () => Promise<void>;
}

/**
 * Before each test of the describe block, `element`'s server markup in the document (what a visitor can
 * use before React takes the page over); after each, the root unmounted and the markup removed.
 */
export function serverMarkupPerTest(element: () => ReactElement): ServerMarkup {
  let container: HTMLDivElement | null = null;
  let root: Root | null = null;
  beforeEach(() => {
    container = document.createElement('div');
    container.innerHTML = renderToString(element());
    document.body.appendChild(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    container?.remove();
    container = null;
  });
  return {
    get container() {
      if (!container) throw new Error('the server markup exists inside a test only');
      return container;
    },
    hydrate: async () => {
      const target = container;
      if (!target) throw new Error('the server markup exists inside a test only');
      await act(async () => {
        root = hydrateRoot(target, element());
        await Promise.resolve();
      });
    },
  };
}
