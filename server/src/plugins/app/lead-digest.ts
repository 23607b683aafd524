import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { istDay, istLocalTime, MY_DAY_PAGE, type MyDayDto } from '@contract';
import { minuteJob, type MinuteJob } from '../../lib/minute-job';
import type { QueuedMail } from './mail-outbox-repository';

/** A digest missed at its time (the server was down) still goes out this long after it, not later in the day. */
const CATCH_UP_MS = 3 * 3600_000;

/** `runOnce(now)` queues the digests due at `now` that are not queued yet; resolves with how many it wrote. */
export type LeadDigest = MinuteJob;

/** "3 Dec 2026, 10:30": a Hyderabad time as the digest writes it. */
function when(iso: string): string {
  return istLocalTime(iso).replace('T', ' ');
}

/** The digest's text for one counsellor: the same three lists as their "My day", or null when all are empty. */
export function digestMail(name: string, email: string, day: MyDayDto, publicUrl: string): Omit<QueuedMail, 'kind' | 'leadId'> | null {
  const tasks = day.overdue.length + day.today.length;
  if (tasks === 0 && day.uncontactedTotal === 0) return null;
  const line = (t: MyDayDto['overdue'][number]) =>
    `- ${when(t.dueAt)} · ${t.title} · ${t.lead.name} (${t.lead.interest}), ${t.lead.countryCode} ${t.lead.phone}`;
  const parts = [`Good morning ${name},`, ''];
  if (day.overdue.length > 0) parts.push(`Overdue (${day.overdue.length}):`, ...day.overdue.map(line), '');
  if (day.today.length > 0) parts.push(`Due today (${day.today.length}):`, ...day.today.map(line), '');
  if (day.uncontactedTotal > 0) {
    parts.push(
      `New leads waiting for their first call for more than ${day.firstContactHours} working hours (${day.uncontactedTotal}):`,
      ...day.uncontacted.map(
        (l) => `- ${l.name} (${l.interest}), ${l.countryCode} ${l.phone}, since ${when(l.createdAt)}${l.ownerId ? '' : ' · unassigned'}`,
      ),
      ...(day.uncontactedTotal > day.uncontacted.length ? [`… and ${day.uncontactedTotal - day.uncontacted.length} more.`] : []),
      '',
    );
  }
  parts.push(`Open My day: ${publicUrl}${MY_DAY_PAGE}`);
  const leadsWord = day.uncontactedTotal === 1 ? 'lead' : 'leads';
  const subject = `Your day: ${tasks} ${tasks === 1 ? 'task' : 'tasks'}, ${day.uncontactedTotal} new ${leadsWord} waiting for a call`;
  return { to: email, subject, text: parts.join('\n') };
}

/**
 * The morning digest (issue 43): at the time in the pipeline's settings (Hyderabad), each active account that
 * works leads gets its "My day" by e-mail, through the outbox, under the key `lead-digest:<account>:<day>`, so of
 * two instances looking at the same minute one queues it, and a restart never sends a day's digest twice.
 */
export default fp(
  async function leadDigest(app: FastifyInstance) {
    async function queueDue(now: Date): Promise<number> {
      const settings = await app.siteSettingsRepository.leadPipeline();
      if (!settings.digestAt) return 0;
      const today = istDay(now);
      const at = Date.parse(`${today}T${settings.digestAt}:00+05:30`);
      if (now.getTime() < at || now.getTime() >= at + CATCH_UP_MS) return 0;
      const { officeHours } = await app.siteSettingsRepository.contact();
      const rules = { firstContactHours: settings.firstContactHours, officeHours };
      const staff = await app.leadTasksRepository.leadWorkers();
      const mails: QueuedMail[] = [];
      for (const person of staff) {
        const mail = digestMail(
          person.name,
          person.email,
          await app.leadTasksRepository.myDay(person.id, now, rules),
          app.config.publicUrl,
        );
        if (mail) mails.push({ ...mail, kind: 'lead-digest', leadId: null, dedupeKey: `lead-digest:${person.id}:${today}` });
      }
      if (mails.length === 0) return 0;
      await app.mailOutbox.queue(mails);
      app.mailOutbox.nudge();
      return mails.length;
    }

    app.decorate('leadDigest', minuteJob(app, 'lead digest', queueDue) satisfies LeadDigest);
  },
  { name: 'lead-digest' },
);
