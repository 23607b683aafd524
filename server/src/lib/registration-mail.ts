import type { FastifyInstance } from 'fastify';
import type { LeadDto } from '@contract';
import type { QueuedMail } from '../plugins/app/mail-outbox-repository';
import { registrationUrl } from './registration-link';
import { workshopMail, type MailedWorkshop, type WorkshopMailKind } from './visitor-mail';

/** The e-mails that carry the registration's own link (to cancel it); the cancellations do not. */
const WITH_CANCEL_LINK = new Set<WorkshopMailKind>([
  'workshop-confirmation',
  'workshop-waitlist',
  'workshop-reminder',
  'workshop-seat',
  'workshop-changed',
]);

export type RegistrationMail = (
  kind: WorkshopMailKind,
  workshop: MailedWorkshop,
  lead: Pick<LeadDto, 'id' | 'name' | 'email' | 'session' | 'waitlist'>,
  extra?: { soon?: string; dedupeKey?: string },
) => QueuedMail;

/**
 * Reads what every workshop e-mail needs (the templates staff wrote, the contact facts, the link key) once, and
 * gives a function that writes one for the mail outbox: synchronous, so it can run inside a transaction.
 */
export async function registrationMailer(app: FastifyInstance): Promise<RegistrationMail> {
  const [{ templates }, site, key] = await Promise.all([
    app.siteSettingsRepository.mailTemplates(),
    app.siteSettingsRepository.contact(),
    app.coursesRepository.brochureKey(),
  ]);
  const { publicUrl } = app.config;
  return (kind, workshop, lead, extra = {}) => ({
    kind,
    leadId: lead.id,
    to: lead.email,
    ...(extra.dedupeKey ? { dedupeKey: extra.dedupeKey } : {}),
    ...workshopMail(kind, workshop, lead, {
      template: templates[kind],
      site,
      publicUrl,
      cancelUrl: WITH_CANCEL_LINK.has(kind) ? registrationUrl(publicUrl, key, lead.id) : null,
      ...(extra.soon ? { soon: extra.soon } : {}),
    }),
  });
}
