// The real page renderer, except that /blogs/render-fails fails the way RTK Query did on "constructor"
// (issue 39): the render throws, and a query's promise is left rejected with no handler.
import type { RenderInput, RenderedHtml } from '@contract';
import * as real from '../../../src/app/entrypoint/server';

export const configureRenderer = real.configureRenderer;

export async function renderPage(input: RenderInput): Promise<RenderedHtml> {
  if (input.url.startsWith('/blogs/render-fails')) {
    throw new TypeError('subscribedQueries.includes is not a function');
  }
  return real.renderPage(input);
}
