// First: sets the CSP nonce up before any styling library loads.
import './csp-nonce';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

declare global {
  interface Window {
    /** The server's store state for the page it rendered (server.tsx). */
    __ITX_STATE__?: object;
    /** The server's router state for that page. */
    __ITX_ROUTER__?: object;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Uncaught errors are logged (docs/product.md D4); the route error boundaries keep the page usable.
window.addEventListener('unhandledrejection', (event) => {
  console.error('Unhandled promise rejection:', event.reason);
});

/** For tests and monitoring: the app has taken the page over (its first commit). */
function markReady(): void {
  document.documentElement.dataset.app = 'ready';
}

/**
 * The server rendered the page (server.tsx): the browser hydrates that HTML, with the store and router
 * starting from the server's state, so the page is there from the first paint and nothing is fetched
 * again. Without it (a page the server could not render) the app renders from nothing.
 */
async function start(root: HTMLElement) {
  const { App, prepareHydration } = await import(/* webpackMode: "eager" */ './app');
  const app = await prepareHydration(window.__ITX_STATE__, window.__ITX_ROUTER__);
  if (app.hydrate) {
    // A transition: React hydrates in slices and yields to the browser, so a phone stays responsive.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App {...app.props} onHydrated={markReady} />
        </StrictMode>,
        { onRecoverableError: (error) => console.error('Hydration error:', error) },
      );
    });
    return;
  }
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App {...app.props} onHydrated={markReady} />
      </StrictMode>,
    );
  });
}

void start(container);
