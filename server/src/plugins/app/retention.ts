import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RetentionCounts } from '@contract';
import { retentionDue, runRetention, type RetentionRun } from './retention-repository';

const HOUR_MS = 60 * 60 * 1000;

/** Checks every hour whether today's run is due, on every instance (the lease makes one do it). */
export default fp(
  async function retention(app: FastifyInstance, options: { schedule: boolean }) {
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<unknown> | null = null;
    const runNow = async (at: Date = new Date()): Promise<RetentionRun> => {
      const run = runRetention(app.database.db, await app.siteSettingsRepository.retention(), at);
      running = run;
      const result = await run;
      if (result.ran) app.log.info({ erased: result.erased, accessLogLines: result.accessLogLines }, 'retention applied');
      return result;
    };
    /** How many leads of each kind the saved rules will have erased by `at`. */
    const dueBy = async (at: Date): Promise<RetentionCounts> =>
      retentionDue(app.database.db, await app.siteSettingsRepository.retention(), at);
    app.decorate('retention', { runNow, dueBy });
    const tick = () => {
      runNow().catch((err: unknown) => app.log.error({ err }, 'retention run failed'));
    };
    app.addHook('onReady', async () => {
      if (!options.schedule) return;
      // A minute after start (not in the way of the first requests), then hourly.
      timer = setTimeout(function again() {
        tick();
        timer = setTimeout(again, HOUR_MS);
        timer.unref();
      }, 60_000);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      if (timer) clearTimeout(timer);
    });
    app.addHook('onClose', async () => {
      await running?.catch(() => undefined);
    });
  },
  { name: 'retention', dependencies: ['repositories'] },
);
