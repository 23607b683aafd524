// The real page renderer, except that /blogs/render-fails fails the way RTK Query did on "constructor"
// (issue 39). The real one is required by a computed path, as seo/renderer.ts does, so the server's type
// check never takes in the SPA's code.
import path from 'node:path';
import type { PageRenderer, RenderInput, RenderedHtml } from '@contract';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a module chosen at run time (see above)
const real = require(path.join(__dirname, '../../../src/app/entrypoint/server.tsx')) as PageRenderer;

export const configureRenderer: PageRenderer['configureRenderer'] = (values) => real.configureRenderer(values);
export const isUnknownPath: PageRenderer['isUnknownPath'] = (pathname) => real.isUnknownPath(pathname);

export async function renderPage(input: RenderInput): Promise<RenderedHtml> {
  if (input.url.startsWith('/blogs/render-fails')) throw new TypeError('subscribedQueries.includes is not a function');
  return real.renderPage(input);
}
