import fs from 'node:fs';
import path from 'node:path';
import { compileTemplate, renderPage, type RenderedPage, type RenderOptions } from '../lib/html';
import type { SeoPage } from './pages';

/** The file webpack writes beside index.html: each named chunk group's script files. */
const ROUTE_CHUNKS_FILE = 'route-chunks.json';
type RouteChunks = Record<string, { js: string[] }>;

/** The SPA build in a folder, ready to fill its index.html with a page. */
export interface SpaBuild {
  /** When the SPA was built: the last change of the pages that show no database content. */
  builtAt: Date;
  /** The page's HTML, preloading its route chunk's own scripts and its hero image when the build has it. */
  render: (page: SeoPage, options: Pick<RenderOptions, 'gtmId' | 'leadFormKey'>) => RenderedPage;
}

/** Reads the build in `publicDir` once; null when the SPA has not been built there. */
export function loadSpaBuild(publicDir: string): SpaBuild | null {
  const indexFile = path.join(publicDir, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const template = compileTemplate(fs.readFileSync(indexFile, 'utf8'));
  const chunksFile = path.join(publicDir, ROUTE_CHUNKS_FILE);
  const routeChunks = fs.existsSync(chunksFile) ? (JSON.parse(fs.readFileSync(chunksFile, 'utf8')) as RouteChunks) : {};
  const entryFiles = new Set(routeChunks.main?.js ?? []);
  return {
    builtAt: fs.statSync(indexFile).mtime,
    render: (page, options) =>
      renderPage(template, page, {
        ...options,
        // A site file is preloaded only when the build has it; stored images (/api/images) always exist.
        preloadImages:
          page.heroImage && (page.heroImage.srcset || fs.existsSync(path.join(publicDir, page.heroImage.href))) ? [page.heroImage] : [],
        preloadScripts: page.chunk ? (routeChunks[page.chunk]?.js ?? []).filter((f) => !entryFiles.has(f)).map((f) => `/${f}`) : [],
      }),
  };
}
