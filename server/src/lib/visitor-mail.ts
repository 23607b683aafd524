import { createEvent } from 'ics';
import {
  absoluteUrl,
  BATCH_DAYS_LABELS,
  COURSE_MODE_LABELS,
  fillMailTemplate,
  formatDocumentDate,
  formatWorkshopWhen,
  openBatches,
  ROUTES,
  siteFacts,
  type CourseDto,
  type LeadDto,
  type MailTemplate,
  type SiteContact,
  type WorkshopDto,
} from '@contract';
import type { Mail } from '../plugins/app/mailer';
import { yourDataFooter } from './your-data';

/*
 * The e-mails a visitor gets at once (issues 19 and 43), made from the templates staff write (contract/
 * mail-templates.ts). The server fills the fields and always adds the line on the person's data rights.
 */

type Message = Omit<Mail, 'to'>;

/** The campus as one line, for a calendar's location field. */
const campusLine = (site: SiteContact) => `${site.name}, ${site.address.street}, ${site.address.locality} ${site.address.postalCode}`;

/** A template filled with `values`, the line on the person's data rights added. */
export function templateMessage(template: MailTemplate, values: Record<string, string>, publicUrl: string): Message {
  // A field's value never ends a subject line early.
  const subject = fillMailTemplate(template.subject, values).replace(/\s+/g, ' ').trim();
  return { subject, text: `${fillMailTemplate(template.body, values)}\n\n${yourDataFooter(publicUrl)}` };
}

/** The course's next open batch as one line ("" when none is open). */
export function nextBatchLine(course: Pick<CourseDto, 'batches'> | null, now: Date = new Date()): string {
  const batch = course ? openBatches(course.batches, now)[0] : undefined;
  if (!batch) return '';
  const mode = COURSE_MODE_LABELS[batch.mode].toLowerCase();
  return `Next batch: starts ${formatDocumentDate(batch.startDate)} (${BATCH_DAYS_LABELS[batch.days]}, ${batch.timing}, ${mode}); apply by ${formatDocumentDate(batch.applyBy)}.`;
}

/**
 * The confirmation of a call-back or demo request (issue 43): the course as the person chose it, its next
 * open batch and brochure link when the catalogue has the course, the office hours and the phone number.
 */
export function callBackConfirmation(
  lead: LeadDto,
  facts: { template: MailTemplate; site: SiteContact; publicUrl: string; course: CourseDto | null; brochureUrl: string | null },
): Message {
  const site = siteFacts(facts.site);
  return templateMessage(
    facts.template,
    {
      name: lead.name,
      course: lead.interest ?? '',
      batch: nextBatchLine(facts.course),
      brochure: facts.brochureUrl
        ? `Course brochure (PDF, the link works for 24 hours): ${absoluteUrl(facts.publicUrl, facts.brochureUrl)}`
        : '',
      hours: site.openingHours,
      phone: site.mainPhone,
      institute: site.name,
    },
    facts.publicUrl,
  );
}

/**
 * The e-mail a workshop registrant receives (issue 19): when and where, and the workshop as an .ics
 * calendar invitation (`ics` writes the RFC 5545 text; nodemailer attaches it as text/calendar). A
 * registrant on the waitlist is told so, and gets no invitation until a seat is theirs.
 */
export function workshopConfirmation(
  workshop: WorkshopDto,
  lead: LeadDto,
  facts: { templates: { confirmation: MailTemplate; waitlist: MailTemplate }; site: SiteContact; publicUrl: string },
): Message {
  const { site, publicUrl } = facts;
  const campus = campusLine(site);
  const url = absoluteUrl(publicUrl, ROUTES.workshop(workshop.slug));
  const values = {
    name: lead.name,
    workshop: workshop.title,
    when: formatWorkshopWhen(workshop.startsAt, workshop.endsAt),
    session: lead.session ? `Session: ${lead.session}` : '',
    where: campus,
    link: url,
    institute: site.name,
  };
  if (lead.waitlist) return templateMessage(facts.templates.waitlist, values, publicUrl);
  const { error, value } = createEvent({
    uid: `${lead.id}@itx-workshops`,
    start: Date.parse(workshop.startsAt),
    end: Date.parse(workshop.endsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    title: workshop.title,
    description: `${workshop.description}\n\n${url}`,
    location: campus,
    url,
    status: 'CONFIRMED',
    organizer: { name: site.name, email: site.email },
    productId: 'itx/workshops',
    method: 'PUBLISH',
  });
  if (error || !value) throw error ?? new Error('the calendar invitation could not be written');
  return {
    ...templateMessage(facts.templates.confirmation, values, publicUrl),
    icalEvent: { filename: `${workshop.slug}.ics`, method: 'PUBLISH', content: value },
  };
}
