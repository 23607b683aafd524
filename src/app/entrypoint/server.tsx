/*
 * The server's renderer: React renders every public page on the server (issue 18), with the route's data
 * already in the store, and the browser hydrates that HTML (index.tsx). The server bundles this module
 * (scripts/build-server.mjs) and calls `renderPage` for an address whose page it has not kept.
 */
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, RouterContextProvider, StaticRouterProvider } from 'react-router';
import createEmotionServer from '@emotion/server/create-instance';
import { PAGE_STATE_ID, type RenderedHtml, type RenderInput } from '@contract';
import { baseApi, dispatchContext } from '@/shared/api';
import { configureServerEnv } from '@/shared/config';
import { RenderedPageContext, type RenderedPageInfo } from '@/shared/ui/page-head';
import { makeStore, transferableState, type AppStore } from '../model';
import { routes, type RouteHandle } from '../routes';
import { AppProviders } from './app-providers';
import { createStyleCache } from './style-cache';

const handler = createStaticHandler(routes);

/** Sets the values the server names in every page (PUBLIC_URL, LEAD_FORM_KEY), once at start. */
export function configureRenderer(values: { siteUrl: string; leadFormKey: string }): void {
  configureServerEnv(values);
}

/** Whether `pathname` matches no page but the catch-all one (the home page answered 404). */
export function isUnknownPath(pathname: string): boolean {
  return matchRoutes(routes, pathname)?.at(-1)?.route.path === '*';
}

/** `<` and the line separators escaped: JSON that cannot end the <script> element it sits in. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Renders to a string once every Suspense boundary (lazy sections included) has its content. */
function renderAll(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // One document, sent when complete: every boundary inline (no outlined segments revealed by script),
      // so visitors and crawlers without JavaScript get the whole page.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/** Hoistable head elements React writes before the markup when it renders without a document. */
const LEADING_HEAD = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)*/;

export async function renderPage(input: RenderInput): Promise<RenderedHtml> {
  const request = new Request(new URL(input.url, 'http://server.invalid'));
  const store: AppStore = makeStore(undefined, { server: { serverFetch: input.fetch } });
  // The route loaders ask for the page's data through the store (shared/api routeData) and wait for it:
  // the page then renders once, with every answer in the store.
  const requestContext = new RouterContextProvider();
  requestContext.set(dispatchContext, store.dispatch);
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) {
    return {
      status: 200,
      head: '',
      styles: '',
      body: '',
      state: '',
      chunks: [],
      indexable: false,
      redirect: context.headers.get('location') ?? '/',
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);

  const reported: { info: RenderedPageInfo | null } = { info: null };
  const styleCache = createStyleCache();
  const emotion = createEmotionServer(styleCache);
  const html = await renderAll(
    <RenderedPageContext.Provider value={(info) => (reported.info = info)}>
      <AppProviders store={store} styleCache={styleCache}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </RenderedPageContext.Provider>,
  );
  // Every style the render computed, not only those named in the HTML: a styled component wrapping
  // another (MUI's Button over ButtonBase) computes an intermediate class that no element carries.
  // Missing from the page, the browser computed and inserted each of them again while hydrating.
  const computed = Object.keys(styleCache.registered).join(' ');
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(`${html} ${computed}`));
  const head = LEADING_HEAD.exec(html)?.[0] ?? '';
  const body = html.slice(head.length);

  const shown = reported.info;
  const notFound = shown?.notFound === true || context.statusCode === 404;
  const routerState = { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors };
  // Data for the browser, not a script: the page's CSP allows no inline script.
  const state = `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson({
    store: transferableState(store.getState()),
    router: routerState,
  })}</script>`;
  store.dispatch(baseApi.util.resetApiState());
  return {
    status: notFound ? 404 : 200,
    head,
    styles,
    body,
    state,
    chunks: context.matches.flatMap((match) => {
      const handle = match.route.handle as RouteHandle | undefined;
      return handle?.chunk ? [handle.chunk] : [];
    }),
    indexable: !notFound && shown !== null && !shown.meta.noIndex,
    redirect: null,
  };
}
