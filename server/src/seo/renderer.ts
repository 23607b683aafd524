import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PageRenderer } from '@contract';

export type { PageRenderer, RenderedHtml } from '@contract';

/**
 * The built renderer beside the server bundle (dist/server/render.js); the source module when the server
 * runs from source under Jest (which compiles it); ITX_RENDERER when set (`npm run dev` builds it on
 * change). Loaded with a computed path so neither the server's type check nor its bundle takes in the
 * SPA's code.
 */
function loadRenderer(): PageRenderer {
  const file =
    process.env.ITX_RENDERER ??
    (__filename.endsWith('.ts') ? path.join(__dirname, '../../../src/app/entrypoint/server.tsx') : path.join(__dirname, 'render.js'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module chosen at run time (see above)
  return require(file) as PageRenderer;
}

let renderer: PageRenderer | null = null;

/** The renderer, configured for this app's public origin (PUBLIC_URL) and lead-form key. */
export function pageRenderer(config: { publicUrl: string; leadFormKey: string }): PageRenderer {
  renderer ??= loadRenderer();
  renderer.configureRenderer({ siteUrl: config.publicUrl, leadFormKey: config.leadFormKey });
  return renderer;
}

/**
 * A fetch for the page's queries that asks this app itself (`inject`: the same routes, validation and
 * cache as a browser's request, without a socket). `cookie`: sent with each query (an admin's preview);
 * without it the queries are a visitor's.
 */
export function appFetch(app: FastifyInstance, cookie?: string): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const res = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    headers.delete('content-encoding');
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers,
    });
  };
}
