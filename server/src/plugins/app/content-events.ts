import type { FastifyBaseLogger } from 'fastify';
import { Client } from 'pg';
import { CONTENT_CHANNEL, CONTENT_NAMES, type ContentName, type PublicCache } from './public-cache';

/*
 * Cross-instance cache invalidation on PostgreSQL: every instance keeps one dedicated connection that
 * LISTENs on the channel each content-version bump NOTIFYs in its own transaction (public-cache.ts
 * `invalidate`), so a write on one instance reaches the others' caches as soon as it commits. While that
 * connection is down the cache polls the versions instead, and reconnects with a growing pause.
 * PGlite needs none of this: its directory belongs to one process, so every write went through its cache.
 */

export interface ContentEvents {
  /** Resolves when the listening connection is up again after `drop()` (tests), or at once when it is up. */
  listening(): Promise<void>;
  stop(): Promise<void>;
}

/** Pause before reconnecting: 100 ms, doubling up to 5 s. */
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5000;

function parse(payload: string | undefined): { name: ContentName; version: number; instance: string } | null {
  const [name, version, instance = ''] = (payload ?? '').split(':');
  const known = CONTENT_NAMES.find((n) => n === name);
  const number = Number(version);
  return known && Number.isSafeInteger(number) ? { name: known, version: number, instance } : null;
}

export async function followContentChanges(
  databaseUrl: string,
  cache: PublicCache,
  { pollMs, log }: { pollMs: number; log: FastifyBaseLogger },
): Promise<ContentEvents> {
  let client: Client | null = null;
  let stopped = false;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | null = null;
  let waiters: (() => void)[] = [];

  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000, application_name: 'itx-content-listener' });
    let dead = false;
    // A connection lost later (database restarted, network cut) arrives as 'error' and/or 'end'.
    next.on('error', (err) => {
      dead = true;
      lost(next, err);
    });
    next.on('end', () => {
      dead = true;
      lost(next, null);
    });
    next.on('notification', (message) => {
      const bump = message.channel === CONTENT_CHANNEL ? parse(message.payload) : null;
      if (bump?.instance === cache.instance) cache.sawOwnVersion(bump.name, bump.version);
      else if (bump) cache.sawVersion(bump.name, bump.version);
    });
    try {
      await next.connect();
      await next.query(`listen ${CONTENT_CHANNEL}`);
      // Bumps made while nobody listened: read the versions once, then the notifications take over.
      await cache.poll();
      if (dead) throw new Error('the listening connection ended while it started');
    } catch (err) {
      next.removeAllListeners();
      next.on('error', () => undefined);
      await next.end().catch(() => undefined);
      throw err;
    }
    if (stopped) {
      // Stopped while this connection was being made: it must not outlive the app.
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    cache.stop();
    retryMs = RETRY_FIRST_MS;
    for (const wake of waiters) wake();
    waiters = [];
  };

  const retry = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch((err: unknown) => {
        log.warn({ err }, 'content change listener: reconnect failed');
        retryMs = Math.min(RETRY_MAX_MS, retryMs * 2);
        retry();
      });
    }, retryMs);
    retryTimer.unref();
  };

  function lost(which: Client, err: Error | null): void {
    if (client !== which) return;
    client = null;
    which.removeAllListeners('notification');
    void which.end().catch(() => undefined);
    if (stopped) return;
    log.warn({ err }, 'content change listener lost its connection: polling until it is back');
    // Until the listener is back, another instance's write is seen by polling.
    cache.start(pollMs);
    retry();
  }

  // Not reachable at start: serve, poll meanwhile, and keep trying.
  await connect().catch((err: unknown) => {
    log.warn({ err }, 'content change listener could not connect: polling until it can');
    cache.start(pollMs);
    retry();
  });
  return {
    listening: () => (client ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve))),
    stop: async () => {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      cache.stop();
      const current = client;
      client = null;
      if (current) await current.end().catch(() => undefined);
    },
  };
}
