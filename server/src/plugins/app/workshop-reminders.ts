import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { minuteJob, type MinuteJob } from '../../lib/minute-job';
import { registrationMailer } from '../../lib/registration-mail';

const SOON = { '24h': 'tomorrow', '2h': 'in 2 hours' } as const;

/** `runOnce(now)` queues the reminders due at `now` that are not queued yet (a reminder goes out within a minute of its moment). */
export type WorkshopReminders = MinuteJob;

/**
 * Workshop reminders (issue 43): every minute, the reminders due (24 hours and 2 hours before a workshop's
 * start, workshops-repository `remindersDue`) go into the mail outbox, each under its own key, so two
 * instances looking at once queue each reminder once.
 */
export default fp(
  async function workshopReminders(app: FastifyInstance) {
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

    app.decorate('workshopReminders', minuteJob(app, 'workshop reminders', queueDue) satisfies WorkshopReminders);
  },
  { name: 'workshop-reminders' },
);
