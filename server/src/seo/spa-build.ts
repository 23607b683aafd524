import fs from 'node:fs';
import path from 'node:path';
import { compileTemplate, renderPage, type RenderedPage, type RenderOptions } from '../lib/html';
import type { RenderedHtml } from './renderer';

/** The file webpack writes beside index.html: each named chunk group's script files. */
const ROUTE_CHUNKS_FILE = 'route-chunks.json';
type RouteChunks = Record<string, { js: string[] }>;

/** The SPA build in a folder, ready to fill its index.html with a rendered page. */
export interface SpaBuild {
  /** When the SPA was built: the last change of the pages that show no database content. */
  builtAt: Date;
  render: (rendered: RenderedHtml | null, options: Omit<RenderOptions, 'preloadScripts'>) => RenderedPage;
}

/** Reads the build in `publicDir` once; null when the SPA has not been built there. */
export function loadSpaBuild(publicDir: string): SpaBuild | null {
  const indexFile = path.join(publicDir, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const template = compileTemplate(fs.readFileSync(indexFile, 'utf8'));
  const chunksFile = path.join(publicDir, ROUTE_CHUNKS_FILE);
  const routeChunks = fs.existsSync(chunksFile) ? (JSON.parse(fs.readFileSync(chunksFile, 'utf8')) as RouteChunks) : {};
  const entryFiles = new Set(routeChunks.main?.js ?? []);
  // The scripts of the rendered routes' chunks, which the browser needs before it hydrates the page.
  const scriptsOf = (chunks: readonly string[]) => [
    ...new Set(chunks.flatMap((chunk) => (routeChunks[chunk]?.js ?? []).filter((file) => !entryFiles.has(file)).map((file) => `/${file}`))),
  ];
  return {
    builtAt: fs.statSync(indexFile).mtime,
    render: (rendered, options) => renderPage(template, rendered, { ...options, preloadScripts: scriptsOf(rendered?.chunks ?? []) }),
  };
}
