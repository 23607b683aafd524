import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface BundleResult {
  route: string;
  files: number;
  /** Bytes of JavaScript before the route is interactive: the entry's scripts and the route's chunks. */
  rawKb: number;
  gzipKb: number;
  brotliKb: number;
  /** True when the admin tables' DataGrid is among those scripts (it must not be, for a visitor). */
  dataGrid: boolean;
}

const kb = (n: number) => Math.round(n / 102.4) / 10;

/** Sizes per route from the build's route-chunks.json (written by webpack.config.mts). */
export function bundleSizes(publicDir: string, routes: Record<string, string>): BundleResult[] {
  const groups = JSON.parse(fs.readFileSync(path.join(publicDir, 'route-chunks.json'), 'utf8')) as Record<string, { js: string[] }>;
  const entry = groups.main?.js ?? [];
  return Object.entries(routes).map(([route, chunk]) => {
    const files = [...new Set([...entry, ...(groups[chunk]?.js ?? [])])];
    let raw = 0;
    let gzip = 0;
    let brotli = 0;
    let dataGrid = false;
    for (const file of files) {
      const bytes = fs.readFileSync(path.join(publicDir, file));
      raw += bytes.length;
      gzip += zlib.gzipSync(bytes, { level: 9 }).length;
      brotli += zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      if (bytes.includes('MuiDataGrid')) dataGrid = true;
    }
    return { route, files: files.length, rawKb: kb(raw), gzipKb: kb(gzip), brotliKb: kb(brotli), dataGrid };
  });
}
