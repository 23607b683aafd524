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
  type MailTemplateKind,
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

/** The e-mails about a workshop registration, and the calendar method each sends ('CANCEL' removes the event). */
export type WorkshopMailKind = Exclude<MailTemplateKind, 'call-back-confirmation'>;
const CALENDAR: Record<WorkshopMailKind, 'PUBLISH' | 'CANCEL' | null> = {
  'workshop-confirmation': 'PUBLISH',
  'workshop-waitlist': null,
  'workshop-reminder': null,
  'workshop-seat': 'PUBLISH',
  'workshop-changed': 'PUBLISH',
  'workshop-cancelled': 'CANCEL',
  'registration-cancelled': 'CANCEL',
};

/** What a workshop e-mail says of the workshop (its `version` numbers the calendar event's updates). */
export type MailedWorkshop = Pick<WorkshopDto, 'slug' | 'title' | 'description' | 'startsAt' | 'endsAt' | 'version'>;

/**
 * An e-mail about a workshop registration (issues 19 and 43): when and where, the registration's own link to
 * cancel it, and, for a registrant with a seat, the calendar event: `ics` writes the RFC 5545 text, nodemailer
 * attaches it as text/calendar. Every e-mail about one registration names the same event (UID), each update
 * with a higher SEQUENCE (the workshop's version; a cancellation one more), so a calendar replaces or removes
 * the event it holds. A registrant on the waitlist gets no event until a seat is theirs.
 */
export function workshopMail(
  kind: WorkshopMailKind,
  workshop: MailedWorkshop,
  lead: Pick<LeadDto, 'id' | 'name' | 'session' | 'waitlist'>,
  facts: { template: MailTemplate; site: SiteContact; publicUrl: string; cancelUrl: string | null; soon?: string },
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
    cancel: facts.cancelUrl
      ? `Cannot come? Cancel your registration here, and your seat goes to the next person waiting: ${facts.cancelUrl}`
      : '',
    soon: facts.soon ?? '',
    institute: site.name,
  };
  const message = templateMessage(facts.template, values, publicUrl);
  const method = lead.waitlist ? null : CALENDAR[kind];
  if (!method) return message;
  const cancelled = method === 'CANCEL';
  const { error, value } = createEvent({
    uid: `${lead.id}@itx-workshops`,
    sequence: workshop.version + (cancelled ? 1 : 0),
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
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: site.name, email: site.email },
    productId: 'itx/workshops',
    method,
  });
  if (error || !value) throw error ?? new Error('the calendar invitation could not be written');
  return { ...message, icalEvent: { filename: `${workshop.slug}.ics`, method, content: value } };
}
