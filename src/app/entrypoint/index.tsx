// First: sets the CSP nonce up before any styling library loads.
import './csp-nonce';
import { StrictMode, startTransition } from 'react';
import { yieldToBrowser } from './yield-to-browser';

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
 * The start-up's steps, in order: each is a task of its own on a phone (see start). Each imports a module
 * whose every export the app uses anyway: a step's import keeps all of a module's exports in the bundle
 * (a barrel such as @contract would bring every schema, and yup, into the first load).
 */
const STEPS: (() => Promise<unknown>)[] = [
  () => import(/* webpackMode: "eager" */ '@/shared/ui/theme'),
  () => import(/* webpackMode: "eager" */ '@/shared/api'),
  () => import(/* webpackMode: "eager" */ '../model'),
  () => import(/* webpackMode: "eager" */ '@mui/material/Typography'),
  () => import(/* webpackMode: "eager" */ '@/widgets/header'),
  () => import(/* webpackMode: "eager" */ '../layouts/root-layout'),
  () => import(/* webpackMode: "eager" */ '../routes'),
];

/**
 * The server rendered the page (server.tsx): the browser hydrates that HTML, with the store and router
 * starting from the server's state, so the page is there from the first paint and nothing is fetched
 * again. Without it (a page the server could not render) the app renders from nothing.
 */
async function start(root: HTMLElement) {
  // The app's modules (all in the files already loaded) are evaluated in steps, the browser getting the
  // main thread back between them: evaluated at once they held a phone's main thread for a third of a
  // second after the first paint, and a tap then waited that long. Each step evaluates what the next
  // ones have not (the styling core and MUI's default theme come with Typography). React DOM comes first.
  await yieldToBrowser();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  for (const step of STEPS) {
    await yieldToBrowser();
    await step();
  }
  await yieldToBrowser();
  const { App, prepareHydration } = await import(/* webpackMode: "eager" */ './app');
  await yieldToBrowser();
  const app = await prepareHydration(window.__ITX_STATE__, window.__ITX_ROUTER__);
  await yieldToBrowser();
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
