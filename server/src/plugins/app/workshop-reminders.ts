import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registrationMailer } from '../../lib/registration-mail';

/** How often due reminders are looked for: a reminder goes out within a minute of its moment. */
const INTERVAL_MS = 60_000;
const SOON = { '24h': 'tomorrow', '2h': 'in 2 hours' } as const;

export interface WorkshopReminders {
  /** Queues the reminders due at `now` that are not queued yet; resolves with how many it queued. */
  runOnce(now?: Date): Promise<number>;
}

/**
 * Workshop reminders (issue 43): every minute, the reminders due (24 hours and 2 hours before a workshop's
 * start, workshops-repository `remindersDue`) go into the mail outbox, each under its own key, so two
 * instances looking at once queue each reminder once.
 */
export default fp(
  async function workshopReminders(app: FastifyInstance) {
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<number> | null = null;

    async function queueDue(now: Date): Promise<number> {
      const due = await app.workshopsRepository.remindersDue(now);
      if (due.length === 0) return 0;
      const mail = await registrationMailer(app);
      await app.mailOutbox.queue(
        due.map((d) => mail('workshop-reminder', d.workshop, d.lead, { soon: SOON[d.window], dedupeKey: d.dedupeKey })),
      );
      app.mailOutbox.nudge();
      return due.length;
    }

    const runOnce = (now: Date = new Date()): Promise<number> => {
      running ??= queueDue(now).finally(() => {
        running = null;
      });
      return running;
    };

    app.decorate('workshopReminders', { runOnce } satisfies WorkshopReminders);
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        runOnce().catch((err: unknown) => app.log.error({ err }, 'workshop reminders run failed'));
      }, INTERVAL_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      if (timer) clearInterval(timer);
    });
    app.addHook('onClose', async () => {
      await running?.catch(() => undefined);
    });
  },
  { name: 'workshop-reminders' },
);
