import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { AppProviders } from '@/app/entrypoint/app-providers';
import { makeStore } from '@/app/model';
import { createElement } from 'react';
import { DEFAULT_SITE_CONTACT } from '@contract';
import { SiteFactsProvider } from '@/shared/lib/contact-links';
import { configureTestApp, fakeMatchMedia } from '@/shared/lib/test';

// RTK Query builds `new Request('/api/…')` (same-origin API); Node's Request needs an absolute URL,
// so resolve it against the page's location as a browser does.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href).href : input, init);
  }
};

// jsdom has no layout: give the APIs our components call a harmless implementation.
window.scrollTo = () => {};
if (!('IntersectionObserver' in window)) {
  class NoopIntersectionObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, { IntersectionObserver: NoopIntersectionObserver });
}
if (!window.matchMedia) window.matchMedia = fakeMatchMedia(() => false);

// Component tests render through the app's real store and providers; shared/lib/test receives them
// here because shared never imports app/.
// The seeded contact facts stand in for Site settings (the app frame gives the saved ones; a component test has no frame).
configureTestApp({
  makeStore,
  Providers: ({ store, children }) =>
    createElement(AppProviders, { store, children: createElement(SiteFactsProvider, { contact: DEFAULT_SITE_CONTACT, children }) }),
});

// CI runs the suites on a busy shared machine, where the first toast of a file loads the toast library
// (a lazy chunk) and a mutation's answer can take more than Testing Library's default 1 s to show:
// `findBy…` and `waitFor` wait up to 8 s (4 s was passed by a delete's toast in a CI run at twice the usual
// load, 2026-11-29), and each test gets 15 s instead of Jest's 5 s. A passing test is no slower; only a
// failing one waits longer before it reports.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(15_000);
