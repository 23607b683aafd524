// `npm run dev`: webpack in watch mode (development build, Redux DevTools on) and the server restarting on change.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, NODE_ENV: 'development', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' };
const children = [
  spawn('npx', ['webpack', '--mode', 'development', '--watch'], { cwd: root, stdio: 'inherit', env }),
  spawn('npx', ['tsx', 'watch', '--tsconfig', 'server/tsconfig.json', 'server/src/server.ts'], { cwd: root, stdio: 'inherit', env }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
