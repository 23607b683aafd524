// `npm test`: every suite, each on the database it needs, then one line "N passed, N failed".
//   e2e in Chromium, beside contract + spa (jsdom) → server on PostgreSQL (when DATABASE_URL is set) → server on PGlite;
//   then the PGlite files that time answers, alone.
// ITX_TEST_SUITES=unit,server,postgres,e2e (or a first argument --suites=…) picks suites; other arguments go to Jest.
// `npm run test:unit|test:server|test:e2e` come through here too: Jest needs the NODE_OPTIONS flag set below.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const jestBin = path.join(root, 'node_modules/jest/bin/jest.js');
const suitesArg = process.argv[2]?.startsWith('--suites=') ? process.argv[2].slice('--suites='.length) : null;
const pick = (suitesArg ?? process.env.ITX_TEST_SUITES ?? 'unit,server,postgres,e2e').split(',');
const extra = process.argv.slice(suitesArg === null ? 2 : 3);
const databaseUrl = process.env.DATABASE_URL ?? '';

/*
 * The PostgreSQL pass runs the server files where PostgreSQL behaves differently from PGlite: a real
 * connection pool (races, locks, concurrent counters), the `pg` driver's type mapping (counts, bytea,
 * timestamps, cursors), more than one instance on one database (LISTEN/NOTIFY, shared limits, one
 * webhook delivery), and what only a database server does (pg_dump, going down, a killed writer).
 * Every other file exercises the same SQL through the same repositories, and runs once, on PGlite.
 */
const POSTGRES_FILES = [
  'admin-code', // the code kept in the database, rotated from the CLI against a server
  'admin-code-race', // two rotations at once
  'apiauth-lockout', // failed sign-in counters under concurrent attempts
  'audit-log', // entries written after their answers, racing on a pool
  'backup', // pg_dump and restore
  'blog-races', // concurrent saves of one post
  'content-events', // LISTEN/NOTIFY between instances
  'content-repositories', // the driver's types for every content table
  'crash', // SIGKILL during writes
  'dashboard', // counts and sums as the driver returns them
  'exposed', // the incident runbook's command straight on the database server
  'export-limit', // concurrent exports through a cursor
  'fault', // the database going down and coming back
  'images', // bytea
  'lead-cv', // bytea, a lead and its file in one transaction
  'lead-contacts', // two admins merging the same two leads at once: the pair's unique index
  'lead-outcomes', // the funnel's grouping sets and counts as the driver returns them
  'lead-tasks', // the morning digest queued once when two instances look at the same minute
  'lead-webhook', // one delivery when two instances share the queue
  'leads-csv', // the export's cursor
  'leads-dedupe', // concurrent duplicate submissions
  'leads-durability', // acknowledged leads under concurrent writers
  'migrations', // migrations on a server, concurrent starts
  'ops', // the pool's metrics and readiness
  'people-repositories', // rate limits shared by two instances
  'platform', // the server's own settings and extensions
  'record-version', // optimistic concurrency between writers
  'render-limit', // the per-address counters' upsert
  'retention', // the daily job's lease under an advisory lock, on two instances at once
  'scale', // two instances on one database
  'seo', // a job closing seen by two instances
  'visitor-mail', // the mail outbox claimed by two instances, one send each
  'web-vitals', // 10,000 page speed reports' upserts racing on a pool
  'workshop-mail', // a reminder queued once when two instances look at the same moment
  'your-data', // an erasure leaves nothing of the person on the database server either
];
/*
 * The PGlite files that judge how long answers take (against a plain request, a ceiling, or each other), and
 * the one that renders every page cold under a time limit: they run last, on a machine they have to
 * themselves. The rest of the PGlite pass runs as soon as the units and the PostgreSQL pass are done, beside
 * the browser tests' remainder (which keep about half a core busy).
 */
const TIMED_FILES = ['apiauth-lockout', 'cached-headers', 'fuzz', 'redos', 'stall'];
const missing = [...POSTGRES_FILES, ...TIMED_FILES].filter((f) => !fs.existsSync(path.join(root, 'server/test', `${f}.test.ts`)));
if (missing.length > 0) throw new Error(`scripts/test.mjs names server tests that do not exist: ${missing.join(', ')}`);
const timedPattern = `server/test/(${TIMED_FILES.join('|')})\\.test\\.ts$`;

/** The PGlite pass: in two parts (the rest, then the timed files) when the browser tests run too and no file is named. */
function serverOnPglite() {
  const base = { args: ['--selectProjects', 'server', '--maxWorkers=2'], env: { DATABASE_URL: '' } };
  if (!pick.includes('e2e') || extra.length > 0) return [{ name: 'server', label: 'server on PGlite', ...base }];
  return [
    { name: 'server', label: 'server on PGlite', ...base, args: [...base.args, '--testPathIgnorePatterns', timedPattern] },
    {
      name: 'server',
      part: 'timed',
      label: 'server on PGlite, the timed files alone',
      ...base,
      args: [...base.args, '--testPathPatterns', timedPattern],
    },
  ];
}

const runs = [
  { name: 'unit', label: 'contract + spa', args: ['--selectProjects', 'contract', 'spa', '--maxWorkers=2'], env: {} },
  ...(databaseUrl
    ? [
        {
          name: 'postgres',
          label: 'server on PostgreSQL',
          args: [
            '--selectProjects',
            'server',
            '--maxWorkers=2',
            // Files named on the command line are run as named; otherwise the list above.
            ...(extra.length > 0 ? [] : ['--testPathPatterns', `server/test/(${POSTGRES_FILES.join('|')})\\.test\\.ts$`]),
          ],
          env: { DATABASE_URL: databaseUrl },
        },
      ]
    : []),
  ...serverOnPglite(),
  { name: 'e2e', label: 'end-to-end in Chromium', args: ['--selectProjects', 'e2e', '--runInBand'], env: { DATABASE_URL: '' } },
].filter((r) => pick.includes(r.name));

/*
 * The browser tests spend most of their time waiting (on pages, timers, animations): measured, they keep
 * about half of the machine's two cores busy. So they run beside the contract + SPA suite, the
 * PostgreSQL pass and most of the PGlite pass; the PGlite files that time answers (TIMED_FILES) run after
 * them, on a machine they have to themselves. Output of a suite run beside others is held and printed when
 * it ends, so each suite's log stays in one piece.
 */
function runSuite(run, concurrent) {
  const stem = path.join(os.tmpdir(), `itx-jest-${process.pid}-${run.name}${run.part ? `-${run.part}` : ''}`);
  const out = `${stem}.json`;
  const log = concurrent ? `${stem}.log` : null;
  const logFd = log ? fs.openSync(log, 'w') : null;
  const started = Date.now();
  const child = spawn(process.execPath, [jestBin, ...run.args, '--json', `--outputFile=${out}`, ...extra], {
    cwd: root,
    stdio: logFd === null ? 'inherit' : ['ignore', logFd, logFd],
    env: {
      ...process.env,
      ...run.env,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings=ExperimentalWarning`.trim(),
    },
  });
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (logFd !== null) fs.closeSync(logFd);
      resolve({ run, status, out, log, seconds: (Date.now() - started) / 1000 });
    });
  });
}

let passed = 0;
let failed = 0;
let broken = false;
function report({ run, status, out, log, seconds }) {
  if (log) {
    console.log(`\n▶ ${run.label} (ran beside the suites above)`);
    process.stdout.write(fs.readFileSync(log, 'utf8'));
    fs.rmSync(log);
  }
  if (fs.existsSync(out)) {
    const result = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    // A suite that failed to load counts as a failure even though it has no failed test.
    failed += result.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
    // Where the time went: the run's wall time and its slowest files (docs/testing.md keeps the totals).
    const slowest = result.testResults
      .map((r) => ({ file: path.relative(root, r.name), s: (r.endTime - r.startTime) / 1000 }))
      .sort((a, b) => b.s - a.s)
      .slice(0, 8)
      .map((r) => `${r.file} ${r.s.toFixed(0)} s`);
    console.log(`⏱ ${run.label}: ${seconds.toFixed(0)} s; slowest files: ${slowest.join(', ')}`);
    fs.rmSync(out);
  } else {
    broken = true;
  }
  if (status !== 0) broken = true;
}

const started = Date.now();
const browser = runs.find((r) => r.name === 'e2e');
// In turn beside the browser tests, in the order of \`runs\`: units, the PostgreSQL pass, the PGlite pass (its untimed files).
const beside = runs.filter((r) => r.name !== 'e2e' && r.part !== 'timed');
const after = runs.filter((r) => r.part === 'timed');
const browserRun = browser ? runSuite(browser, beside.length > 0) : null;
for (const run of beside) {
  console.log(`\n▶ ${run.label}`);
  report(await runSuite(run, false));
}
if (browserRun) report(await browserRun);
for (const run of after) {
  console.log(`\n▶ ${run.label}`);
  report(await runSuite(run, false));
}
if (runs.length > 1) console.log(`⏱ all suites: ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(broken || failed > 0 ? 1 : 0);
