import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { leads } from '../src/db/schema';
import { DB_KIND } from './helper';
import { CALL_BACK_PATH, uniqueLead } from './support/leads';
import { talkRaw } from './support/raw-socket';
import { startServerProcess } from './support/server-process';

jest.setTimeout(120_000);

/** Sends a request whose body arrives in two parts, `between` running after the first; resolves with the raw answer. */
function splitRequest(port: number, body: string, between: () => Promise<void>): Promise<string> {
  return talkRaw(port, async (socket) => {
    const half = Math.floor(body.length / 2);
    socket.write(
      `POST ${CALL_BACK_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
    );
    await between();
    socket.write(body.slice(half));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Graceful shutdown of the real process on its embedded database (PostgreSQL only changes the pool).
(DB_KIND === 'pglite' ? describe : describe.skip)('graceful shutdown', () => {
  it('on SIGTERM finishes the request in flight, refuses new ones, exits 0 and leaves the database clean', async () => {
    const server = await startServerProcess();
    const lead = uniqueLead();
    let exit: Promise<number | null> = Promise.resolve(null);
    let lateStatus = 0;
    const answer = await splitRequest(server.port, JSON.stringify(lead), async () => {
      await sleep(200);
      exit = server.stop('SIGTERM');
      await sleep(300);
      // The process is closing: a new request is not started any more.
      lateStatus = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(3000) }).then(
        (r) => r.status,
        () => 0,
      );
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"StatusCode":200');
    expect([0, 503]).toContain(lateStatus);
    await expect(exit).resolves.toBe(0);
    expect(server.output()).not.toMatch(/error while shutting down|took longer than 10 s/);

    // The database was closed cleanly: it opens again and holds the lead acknowledged during shutdown.
    const database = await openDatabase({ databaseUrl: null, pgliteDir: path.join(server.dataDir, 'pglite') });
    try {
      const rows = await database.db.select({ email: leads.email }).from(leads).where(eq(leads.email, lead.email));
      expect(rows).toEqual([{ email: lead.email }]);
    } finally {
      await database.close();
    }
  });
});
