import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../src/runtime-settings';

// `npm start` is the one place (package.json) that cannot import the settings: it must say the same.
describe('npm start runs the server lean', () => {
  const start = (JSON.parse(fs.readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts.start;
  const command = start?.split('&&').at(-1)?.trim() ?? '';

  it('passes every V8 flag to the server process', () => {
    const words = command.split(/\s+/);
    const server = words.indexOf('dist/server/server.js');
    expect(server).toBeGreaterThan(0);
    for (const flag of SERVER_NODE_FLAGS) expect(words.slice(0, server)).toContain(flag);
  });

  it('sets the process environment', () => {
    for (const [name, value] of Object.entries(SERVER_ENV)) expect(command).toContain(`${name}=${value} `);
  });
});
