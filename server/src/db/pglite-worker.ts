/*
 * The embedded database's own thread: PGlite runs here and serves the PostgreSQL wire protocol on a
 * Unix socket (@electric-sql/pglite-socket), so that the server reaches it through `pg` exactly as it
 * reaches PostgreSQL and no query, big insert or backup ever runs on the request thread.
 * Started by db/client.ts. Imports only npm packages: Node runs this file as it is (its own type
 * stripping) in tests and tsx, and the build bundles it to dist/server/pglite-worker.js.
 */
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import * as tar from 'tar';

export interface PgliteWorkerData {
  /** A folder, or null for a throw-away database in memory. */
  dataDir: string | null;
  /** PostgreSQL settings added to PGlite's own start parameters. */
  settings: readonly string[];
  /** The Unix socket to serve (`DIR/.s.PGSQL.PORT`, where libpq-style clients look for it). */
  socketPath: string;
}

/** Main thread → worker. */
export type PgliteRequest =
  /** `skip`: names of files in the data folder that belong to the running process, not to the database. */
  { type: 'dump'; id: number; file: string; skip: readonly string[] } | { type: 'close' };
/** Worker → main thread. */
export type PgliteReply =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'dumped'; id: number; bytes: number }
  | { type: 'dump-failed'; id: number; message: string }
  | { type: 'closed' };

if (!parentPort) throw new Error('pglite-worker runs only as a worker thread (db/client.ts starts it)');
const port = parentPort;
const send = (reply: PgliteReply) => port.postMessage(reply);
const options = workerData as PgliteWorkerData;

async function main(): Promise<void> {
  const db = await PGlite.create(options.dataDir ?? undefined, {
    // The lead search's trigram indexes (migration 0020).
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...options.settings.flatMap((setting) => ['-c', setting])],
  });
  // A few connections so that a pooled client being replaced never meets "Too many connections";
  // the main thread's pool uses one at a time (PGlite has one session: interleaved statements would mix).
  const server = new PGLiteSocketServer({ db, path: options.socketPath, maxConnections: 4 });
  await server.start();

  port.on('message', (request: PgliteRequest) => {
    if (request.type === 'dump') {
      // The caller holds the pool's only connection meanwhile: no transaction is half done. The
      // checkpoint leaves little WAL to replay on restore.
      void (async () => {
        try {
          await db.exec('checkpoint');
          const out = fs.createWriteStream(request.file, { mode: 0o600 });
          const { dataDir } = options;
          if (dataDir) {
            // Streamed from the folder itself, file by file: after the checkpoint and with no statement
            // running, it holds the database at one point in time. (PGlite's dumpDataDir reads every
            // file into memory and builds the archive whole: about three times the folder's size.)
            const skip = new Set(request.skip);
            const archive = tar.create(
              // 1 MiB reads instead of tar's 16 MiB: a backup's memory stays a few buffers, not a table's segment.
              { gzip: true, cwd: dataDir, portable: true, maxReadSize: 1 << 20, filter: (name) => !skip.has(name.replace(/^\.\//, '')) },
              ['.'],
            );
            await pipeline(archive, out);
          } else {
            // A database in memory has no folder to read: PGlite's own archive.
            const tarball = await db.dumpDataDir('gzip');
            // The DOM lib's ReadableStream type (root tsconfig) and Node's differ in name only.
            await pipeline(Readable.fromWeb(tarball.stream() as NodeReadableStream<Uint8Array>), out);
          }
          send({ type: 'dumped', id: request.id, bytes: fs.statSync(request.file).size });
        } catch (err) {
          send({ type: 'dump-failed', id: request.id, message: (err as Error).message });
        }
      })();
    } else {
      void (async () => {
        try {
          await server.stop();
        } finally {
          await db.close();
          send({ type: 'closed' });
          port.close();
        }
      })();
    }
  });
  send({ type: 'ready' });
}

main().catch((err: unknown) => send({ type: 'failed', message: err instanceof Error ? err.message : String(err) }));
