import type { FastifyInstance } from 'fastify';

/*
 * The worker of a queue kept in a table (the CRM webhook's deliveries, the mail outbox): it polls, and runs
 * at once when nudged, claims what is due (the repository's claim leases rows, so two instances never take
 * the same one), attempts each, and stops with the app: no timer or attempt outlives it, and an attempt cut
 * short by the close is left to its lease to fall due again. A job library (pg-boss, graphile-worker) would
 * bring its own schema and LISTEN connection, which the embedded database's single session cannot give.
 */

export interface QueueWorker {
  /** Look for due rows soon, after the current work (a request's answer goes first); never throws. */
  nudge(): void;
  /** Attempts every row due now, batch after batch; resolves with the number of attempts made. */
  runOnce(): Promise<number>;
}

export interface QueueWorkerOptions<T> {
  /** For the log's lines ("lead webhook", "mail outbox"). */
  name: string;
  pollMs: number;
  /** Rows claimed at a time, attempted in parallel. */
  batch: number;
  /** Claims up to `limit` rows due at `now`. */
  claim(now: Date, limit: number): Promise<T[]>;
  /** One attempt; `closing` aborts when the app closes (the attempt is then not recorded). */
  attempt(item: T, closing: AbortSignal): Promise<void>;
}

/** Starts the worker when the app is ready (rows queued before a restart go out at once) and stops it on close. */
export function queueWorker<T>(app: FastifyInstance, opts: QueueWorkerOptions<T>): QueueWorker {
  const closing = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;

  async function drain(): Promise<number> {
    let attempts = 0;
    for (;;) {
      if (closing.signal.aborted) return attempts;
      const claimed = await opts.claim(new Date(), opts.batch);
      await Promise.all(claimed.map((item) => opts.attempt(item, closing.signal)));
      attempts += claimed.length;
      if (claimed.length < opts.batch) return attempts;
    }
  }

  /** One run at a time; a nudge during a run makes it go round once more. */
  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    const run = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          total += await drain();
        } while (again && !closing.signal.aborted);
        return total;
      } finally {
        running = null;
      }
    })();
    running = run;
    return run;
  }

  function runInBackground(): void {
    if (closing.signal.aborted) return;
    runOnce().catch((err: unknown) => app.log.error({ err }, `${opts.name} run failed`));
  }

  function schedule(): void {
    if (closing.signal.aborted) return;
    timer = setTimeout(() => {
      runInBackground();
      schedule();
    }, opts.pollMs);
    timer.unref();
  }

  app.addHook('onReady', async () => {
    runInBackground();
    schedule();
  });
  app.addHook('preClose', async () => {
    closing.abort();
    if (timer) clearTimeout(timer);
  });
  app.addHook('onClose', async () => {
    await running?.catch(() => undefined);
  });

  return {
    nudge: () => {
      if (!closing.signal.aborted) setImmediate(runInBackground);
    },
    runOnce,
  };
}
