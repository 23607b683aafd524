/**
 * How the server process is kept lean enough for a 1 GB server; `npm start`, and every test and
 * benchmark that spawns the server, start it this way. Measured on Node 24 (README, "Memory"):
 * - V8's optimising tier-up of PGlite's 9 MB WebAssembly module briefly takes about 500 MB; baseline
 *   compilation answers this site's queries about as fast (the server caches its public reads);
 * - initdb on a fresh data folder takes another 300 MB: the build ships a pre-initialised folder;
 * - PostgreSQL's default 128 MB of shared buffers stay resident: 16 MB hold this site's working set
 *   (the operating system's page cache keeps the files);
 * - V8's young generation grows to 3 × 16 MB under load and its pages stay resident: with 8 MB
 *   semi-spaces the load run peaked 100 MB lower; a cached read costs 4–17% more CPU than with 16 MB
 *   (README, "Memory"), kept for the memory budget;
 * - V8 lets the old generation grow up to 4× its live size before a full collection: a growth of 10%
 *   (--heap-growing-percent=10) keeps PostgreSQL mode under 150 MB under load (60 s load run: peak
 *   146 MB; 180 MB without). --optimize-for-size kept it lower (122 MB) but also compiles for size:
 *   1 MB young generation and less inlining cost cached reads 25–50% of their throughput;
 *   its frequent full collections would also slow every process.nextTick, were it not for
 *   lib/tick-shape.ts;
 * - glibc gives each of libuv's threads its own malloc arena, and image work (sharp) on those threads
 *   leaves ~100 MB behind in them: two arenas are enough for this process (sharp itself now loads
 *   only for an upload: lib/sharp.ts).
 */

/** V8 flags for the server process (not allowed in NODE_OPTIONS, so they go on the command line). */
export const SERVER_NODE_FLAGS = [
  '--no-wasm-tier-up',
  '--no-wasm-dynamic-tiering',
  '--max-semi-space-size=8',
  '--heap-growing-percent=10',
] as const;

/** Environment for the server process (read by the C library at process start). */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' } as const;

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
