// `npm run dev`: webpack in watch mode (development build, Redux DevTools on) and the server restarting on change.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { context } from 'esbuild';
import { rendererBuildOptions } from './renderer-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
// React's server renderer, rebuilt on change; the server (from source) loads it from here.
const renderer = await context(rendererBuildOptions(root, path.join(root, 'dist/server'), { production: false }));
await renderer.rebuild();
await renderer.watch();
const env = {
  ...process.env,
  NODE_ENV: 'development',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  ITX_RENDERER: path.join(root, 'dist/server/render.js'),
};
const children = [
  spawn('npx', ['webpack', '--mode', 'development', '--watch'], { cwd: root, stdio: 'inherit', env }),
  spawn('npx', ['tsx', 'watch', '--tsconfig', 'server/tsconfig.json', 'server/src/server.ts'], { cwd: root, stdio: 'inherit', env }),
];
const stop = () => {
  void renderer.dispose();
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
