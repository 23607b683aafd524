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
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  sourcemap: true,
  tsconfig: path.join(root, 'server/tsconfig.json'),
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'server/src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
// A build folder outside the repository (ITX_DIST_DIR, e.g. parallel e2e runs) must still resolve the
// external npm packages: link the repository's node_modules beside it.
const distRoot = path.dirname(out);
const modules = path.join(distRoot, 'node_modules');
if (path.relative(root, distRoot).startsWith('..') && !fs.existsSync(modules)) {
  fs.symlinkSync(path.join(root, 'node_modules'), modules, 'dir');
}
console.log(`server bundled to ${out}`);
