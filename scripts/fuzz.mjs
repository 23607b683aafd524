// `npm run fuzz`: the OpenAPI-driven fuzz suite (server/test/fuzz.test.ts) as a long run with a random seed.
//   FUZZ_RUNS (20000), FUZZ_SEED (random; printed, so a failure can be replayed), DATABASE_URL (PGlite when unset).
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const seed = process.env.FUZZ_SEED ?? String(randomInt(1, 2 ** 31 - 1));
const runs = process.env.FUZZ_RUNS ?? '20000';
console.log(`fuzz: seed ${seed}, ${runs} requests (replay with FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npm run fuzz)`);
const res = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/jest/bin/jest.js'), 'server/test/fuzz.test.ts', '--selectProjects', 'server', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      FUZZ_SEED: seed,
      FUZZ_RUNS: runs,
      FUZZ_PROGRESS: process.env.FUZZ_PROGRESS ?? '1',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings=ExperimentalWarning`.trim(),
    },
  },
);
process.exit(res.status ?? 1);
