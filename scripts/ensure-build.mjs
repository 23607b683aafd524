// `npm start` on a fresh clone: build whatever is missing or older than its sources, then start.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = process.env.ITX_DIST_DIR ?? path.join(root, 'dist');
function newest(dir) {
  let t = 0;
  if (!fs.existsSync(dir)) return t;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) t = Math.max(t, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return t;
}
function mtime(file) {
  return fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
}
const contract = newest(path.join(root, 'contract'));
const spaBuilt = mtime(path.join(dist, 'public/index.html'));
if (spaBuilt < Math.max(newest(path.join(root, 'src')), newest(path.join(root, 'public')), contract)) {
  console.log('Building the site (first start or sources changed)…');
  execSync('npm run build:spa', { cwd: root, stdio: 'inherit' });
}
const serverBuilt = mtime(path.join(dist, 'server/server.js'));
// The server's bundle renders the SPA's pages too (dist/server/render.js): it follows src/ as well.
if (serverBuilt < Math.max(newest(path.join(root, 'server/src')), newest(path.join(root, 'src')), contract)) {
  execSync('npm run build:server', { cwd: root, stdio: 'inherit' });
}
