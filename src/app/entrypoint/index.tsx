// First: sets the CSP nonce up before any styling library loads.
import './csp-nonce';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Uncaught errors are logged (docs/product.md D4); the route error boundaries keep the page usable.
window.addEventListener('unhandledrejection', (event) => {
  console.error('Unhandled promise rejection:', event.reason);
});

/** Resolves in a new task (a message, not a timer: no 4 ms clamp), so the browser may paint or take input first. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Start-up in pieces, each its own task: the theme and MUI, then the store and its API, then the layout
 * (header and footer), then the router and route table, then the first render. The modules are in this same file (`eager`: no extra request);
 * only their evaluation is spread out, so a phone never runs one long task before the first paint.
 */
async function start(root: HTMLElement) {
  await nextTask();
  await import(/* webpackMode: "eager" */ '@/shared/ui/theme');
  await nextTask();
  await import(/* webpackMode: "eager" */ '../model');
  await nextTask();
  await import(/* webpackMode: "eager" */ '../layouts/root-layout');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app');
  await nextTask();
  // A transition render yields to the browser every few milliseconds: a phone stays responsive
  // while the first page is built, instead of one long blocking task.
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start(container);
