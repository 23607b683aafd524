// First: takes the server's <style> elements over before @emotion/react's default cache can move them (style-cache.ts).
import './style-cache';
import { StrictMode, startTransition } from 'react';
import { PAGE_STATE_ID } from '@contract';
import { yieldToBrowser } from './yield-to-browser';

/**
 * The store and router state the server rendered the page with (server.tsx), read from its JSON element:
 * data, never a script, so the page's CSP needs no inline script. Null when the page has none.
 */
function serverState(): { store?: object; router?: object } {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as { store?: object; router?: object };
  } catch (error) {
    console.error('The page state could not be read:', error);
    return {};
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
  const state = serverState();
  const app = await prepareHydration(state.store, state.router);
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
