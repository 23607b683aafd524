// First: sets the CSP nonce up before any styling library loads.
import './csp-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Uncaught errors are logged (DECISIONS.md item 4); the route error boundaries keep the page usable.
window.addEventListener('unhandledrejection', (event) => {
  console.error('Unhandled promise rejection:', event.reason);
});

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
