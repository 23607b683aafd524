// `npm test`: every suite, each on the database it needs, then one line "N passed, N failed".
//   contract + spa (jsdom) → server on PGlite → server on PostgreSQL (when DATABASE_URL is set) → e2e in Chromium.
// ITX_TEST_SUITES=unit,server,postgres,e2e (or a first argument --suites=…) picks suites; other arguments go to Jest.
// `npm run test:unit|test:server|test:e2e` come through here too: Jest needs the NODE_OPTIONS flag set below.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const jestBin = path.join(root, 'node_modules/jest/bin/jest.js');
const suitesArg = process.argv[2]?.startsWith('--suites=') ? process.argv[2].slice('--suites='.length) : null;
const pick = (suitesArg ?? process.env.ITX_TEST_SUITES ?? 'unit,server,postgres,e2e').split(',');
const extra = process.argv.slice(suitesArg === null ? 2 : 3);
const databaseUrl = process.env.DATABASE_URL ?? '';

const runs = [
  { name: 'unit', label: 'contract + spa', args: ['--selectProjects', 'contract', 'spa'], env: {} },
  { name: 'server', label: 'server on PGlite', args: ['--selectProjects', 'server', '--maxWorkers=2'], env: { DATABASE_URL: '' } },
  ...(databaseUrl
    ? [
        {
          name: 'postgres',
          label: 'server on PostgreSQL',
          args: ['--selectProjects', 'server', '--maxWorkers=2'],
          env: { DATABASE_URL: databaseUrl },
        },
      ]
    : []),
  { name: 'e2e', label: 'end-to-end in Chromium', args: ['--selectProjects', 'e2e', '--runInBand'], env: { DATABASE_URL: '' } },
].filter((r) => pick.includes(r.name));

let passed = 0;
let failed = 0;
let broken = false;
for (const run of runs) {
  const out = path.join(os.tmpdir(), `itx-jest-${process.pid}-${run.name}.json`);
  console.log(`\n▶ ${run.label}`);
  const res = spawnSync(process.execPath, [jestBin, ...run.args, '--json', `--outputFile=${out}`, ...extra], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      ...run.env,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings=ExperimentalWarning`.trim(),
    },
  });
  if (fs.existsSync(out)) {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // A suite that failed to load counts as a failure even though it has no failed test.
    failed += report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
    fs.rmSync(out);
  } else {
    broken = true;
  }
  if (res.status !== 0) broken = true;
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(broken || failed > 0 ? 1 : 0);
