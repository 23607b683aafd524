// Bundles the server (and the contract it imports) into dist/server with esbuild; npm packages stay external.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { nodeBundleOptions, rendererBuildOptions } from './renderer-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(process.env.ITX_DIST_DIR ?? path.join(root, 'dist'), 'server');
fs.rmSync(out, { recursive: true, force: true });
// A build folder outside the repository (ITX_DIST_DIR, e.g. parallel e2e runs) must still resolve the
// external npm packages (the art prerendered below too): link the repository's node_modules beside it.
const distRoot = path.dirname(out);
const modules = path.join(distRoot, 'node_modules');
if (path.relative(root, distRoot).startsWith('..') && !fs.existsSync(modules)) {
  fs.mkdirSync(distRoot, { recursive: true });
  fs.symlinkSync(path.join(root, 'node_modules'), modules, 'dir');
}
const serverTsconfig = path.join(root, 'server/tsconfig.json');
await build(
  nodeBundleOptions({ entry: path.join(root, 'server/src/server.ts'), outfile: path.join(out, 'server.js'), tsconfig: serverTsconfig }),
);
// The embedded database's thread (server/src/db/client.ts starts it from beside the bundle).
await build(
  nodeBundleOptions({
    entry: path.join(root, 'server/src/db/pglite-worker.ts'),
    outfile: path.join(out, 'pglite-worker.js'),
    tsconfig: serverTsconfig,
  }),
);
// React's server renderer of the SPA's pages, loaded by the server at run time (server/src/seo/renderer.ts).
await build(rendererBuildOptions(root, out));
fs.cpSync(path.join(root, 'server/src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
// The sample posts' pictures, rendered once here so that a first start does not load sharp
// (server/src/db/seed/seed-art.ts).
{
  const script = path.join(out, '.prerender-art.js');
  await build(
    nodeBundleOptions({
      entry: path.join(root, 'server/src/db/seed/prerender-art.ts'),
      outfile: script,
      tsconfig: serverTsconfig,
      sourcemap: false,
    }),
  );
  execFileSync(process.execPath, [script, path.join(out, 'seed-art.json')], { stdio: 'inherit' });
  fs.rmSync(script);
}
// A pre-initialised embedded database folder: a first start copies it instead of running initdb, which
// takes seconds and briefly needs hundreds of MB (server/src/db/client.ts, copyPgliteImage).
{
  const { PGlite } = await import('@electric-sql/pglite');
  // Node 24 strips the types of a .ts module itself: one name for the folder, shared with the server.
  const { PGLITE_IMAGE_DIR } = await import('../server/src/runtime-settings.ts');
  const pg = await PGlite.create(path.join(out, PGLITE_IMAGE_DIR));
  await pg.query('checkpoint');
  await pg.close();
  fs.rmSync(path.join(out, PGLITE_IMAGE_DIR, '.s.PGSQL.5432.lock.out'), { force: true });
}
console.log(`server bundled to ${out}`);
