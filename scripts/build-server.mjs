// Bundles the server (and the contract it imports) into dist/server with esbuild; npm packages stay external.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(process.env.ITX_DIST_DIR ?? path.join(root, 'dist'), 'server');
fs.rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'server/src/server.ts')],
  outfile: path.join(out, 'server.js'),
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'cjs',
  packages: 'external',
  sourcemap: true,
  tsconfig: path.join(root, 'server/tsconfig.json'),
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'server/src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
// A pre-initialised embedded database folder: a first start loads it instead of running initdb, which
// takes seconds and briefly needs hundreds of MB (server/src/db/pglite-runtime.ts).
{
  const { PGlite } = await import('@electric-sql/pglite');
  // Node 24 strips the types of a .ts module itself: one name for the image, shared with the server.
  const { PGLITE_IMAGE_FILE } = await import('../server/src/runtime-settings.ts');
  const pg = await PGlite.create();
  await pg.query('select 1');
  const image = await pg.dumpDataDir('gzip');
  fs.writeFileSync(path.join(out, PGLITE_IMAGE_FILE), Buffer.from(await image.arrayBuffer()));
  await pg.close();
}
// A build folder outside the repository (ITX_DIST_DIR, e.g. parallel e2e runs) must still resolve the
// external npm packages: link the repository's node_modules beside it.
const distRoot = path.dirname(out);
const modules = path.join(distRoot, 'node_modules');
if (path.relative(root, distRoot).startsWith('..') && !fs.existsSync(modules)) {
  fs.symlinkSync(path.join(root, 'node_modules'), modules, 'dir');
}
console.log(`server bundled to ${out}`);
