/**
 * How the server process is kept lean enough for a 1 GB server; `npm start`, and every test and
 * benchmark that spawns the server, start it this way. Each flag's measured reason (docs/operations.md):
 * - --no-wasm-tier-up, --no-wasm-dynamic-tiering: V8's optimising tier-up of PGlite's 9 MB WebAssembly
 *   module briefly takes about 500 MB; baseline compilation answers this site's queries about as fast;
 * - --max-semi-space-size=8: V8's young generation otherwise grows to 3 × 16 MB under load and stays
 *   resident (the load run peaked about 100 MB lower with it);
 * - --max-old-space-size=192: without it V8 sizes its heap for the machine's memory and let two CSV exports
 *   of 100,000 leads grow it to 290 MB of mostly garbage (live data stays under 90 MB), never given back;
 * - MALLOC_ARENA_MAX=2: image work (sharp) on libuv's threads left ~100 MB in per-thread malloc arenas;
 * - MALLOC_MMAP_THRESHOLD_=131072: glibc otherwise raises its mmap threshold after the first large free, so
 *   eight 4.9 MB CV uploads landed in the main heap and 70 MB of it stayed resident.
 * initdb on a fresh data folder takes another 300 MB: the build ships a pre-initialised folder; PostgreSQL's
 * default 128 MB of shared buffers stay resident: 16 MB hold this site's working set.
 */

/** V8 flags for the server process (not allowed in NODE_OPTIONS, so they go on the command line). */
export const SERVER_NODE_FLAGS = [
  '--no-wasm-tier-up',
  '--no-wasm-dynamic-tiering',
  '--max-semi-space-size=8',
  '--max-old-space-size=192',
] as const;

/** Environment for the server process (read by the C library at process start). */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' } as const;

/** PostgreSQL settings added to PGlite's own start parameters. */
export const PGLITE_SETTINGS = ['shared_buffers=16MB'] as const;

/**
 * The pre-initialised data folder written by `npm run build:server` beside the bundle. A first start
 * copies it file by file; loading a tarball instead (PGlite's loadDataDir) unpacks 40 MB in memory.
 */
export const PGLITE_IMAGE_DIR = 'pglite-data';

/** True when this process runs with the flags above (checked at start, warned about when missing). */
export function hasServerNodeFlags(execArgv: readonly string[] = process.execArgv): boolean {
  return SERVER_NODE_FLAGS.every((flag) => execArgv.includes(flag));
}
