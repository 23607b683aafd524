import type { FastifyInstance } from 'fastify';

/** A job run once a minute from the app's start to its close, and on demand (tests move the clock and call it). */
export interface MinuteJob {
  /** Runs the job for `now` (one run at a time: a call during a run gets that run); resolves with what it queued. */
  runOnce(now?: Date): Promise<number>;
}

const INTERVAL_MS = 60_000;

/**
 * Runs `run` every minute once the app is ready and stops with it, waiting for a run under way (the workshop
 * reminders, the morning digest). Each run decides for itself what is due; the outbox's keys keep two instances
 * from queueing one e-mail twice.
 */
export function minuteJob(app: FastifyInstance, name: string, run: (now: Date) => Promise<number>): MinuteJob {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  const runOnce = (now: Date = new Date()): Promise<number> => {
    running ??= run(now).finally(() => {
      running = null;
    });
    return running;
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      runOnce().catch((err: unknown) => app.log.error({ err }, `${name} run failed`));
    }, INTERVAL_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
  });
  app.addHook('onClose', async () => {
    await running?.catch(() => undefined);
  });
  return { runOnce };
}
