/**
 * What the server and the SPA's server entry (src/app/entrypoint/server.tsx, built as dist/server/render.js)
 * agree on: the server asks for a page, React renders it with its data.
 */
export interface RenderInput {
  /** The path and query of the page. */
  url: string;
  /** Answers the page's API requests: the server's own routes, in process. */
  fetch: typeof fetch;
}

/** The id of the page's `<script type="application/json">` holding the store and router state it was rendered with. */
export const PAGE_STATE_ID = 'itx-state';

export interface RenderedHtml {
  status: 200 | 404;
  /** The page's head tags (title, meta, canonical, Open Graph), as React rendered them. */
  head: string;
  /** The critical CSS of the rendered markup, in <style> elements. */
  styles: string;
  /** The markup of #root. */
  body: string;
  /** The JSON element that hands the store's data and the router's state to the browser (PAGE_STATE_ID). */
  state: string;
  /** The webpack chunks of the routes rendered (their `page` names): the server preloads their scripts. */
  chunks: string[];
  /** True when the page is indexable: found and with a canonical link. */
  indexable: boolean;
  /** An address the router sends the visitor to instead of a page (a route's loader redirect). */
  redirect: string | null;
}

/** The module the server loads: React's renderer of the SPA's pages. */
export interface PageRenderer {
  /** The values the server names in every page (PUBLIC_URL's origin, LEAD_FORM_KEY), set once at start. */
  configureRenderer(values: { siteUrl: string; leadFormKey: string }): void;
  renderPage(input: RenderInput): Promise<RenderedHtml>;
  /** Whether no page of the site has this path: it shows the home page, answered 404 (the same page for every such path). */
  isUnknownPath(pathname: string): boolean;
}

/**
 * A form of the server's page that React has taken over carries this attribute (set as it hydrates). Until
 * then the browser would submit it by itself, as a GET that puts the visitor's name and phone in the
 * address: PENDING_SUBMIT_GUARD stops that and marks the form, and the form submits once it is live.
 */
export const LIVE_FORM_ATTRIBUTE = 'data-live';
export const PENDING_SUBMIT_ATTRIBUTE = 'data-submit-pending';

/** The page's inline guard (first in the head, before any form): a submit of a form not yet live waits. */
export const PENDING_SUBMIT_GUARD =
  `document.addEventListener('submit',function(e){var f=e.target;` +
  `if(f instanceof HTMLFormElement&&!f.hasAttribute('${LIVE_FORM_ATTRIBUTE}')){e.preventDefault();f.setAttribute('${PENDING_SUBMIT_ATTRIBUTE}','')}},true);`;
