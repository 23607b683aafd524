import { createEvent } from 'ics';
import { absoluteUrl, formatWorkshopWhen, ROUTES, WAITLIST_MESSAGE, type LeadDto, type SiteContact, type WorkshopDto } from '@contract';
import type { Mail } from '../plugins/app/mailer';
import { yourDataFooter } from './your-data';

/** The campus as one line, for a calendar's location field. */
const campusLine = (site: SiteContact) => `${site.name}, ${site.address.street}, ${site.address.locality} ${site.address.postalCode}`;

/**
 * The e-mail a workshop registrant receives (issue 19): when and where, and the workshop as an .ics
 * calendar invitation (`ics` writes the RFC 5545 text; nodemailer attaches it as text/calendar). A
 * registrant on the waitlist is told so, and gets no invitation until a seat is theirs.
 */
export function workshopConfirmation(workshop: WorkshopDto, lead: LeadDto, publicUrl: string, site: SiteContact): Omit<Mail, 'to'> {
  const campus = campusLine(site);
  const url = absoluteUrl(publicUrl, ROUTES.workshop(workshop.slug));
  const when = formatWorkshopWhen(workshop.startsAt, workshop.endsAt);
  if (lead.waitlist) {
    return {
      subject: `Waitlist: ${workshop.title}, ${when}`,
      text: [
        `Hello ${lead.name},`,
        '',
        `${WAITLIST_MESSAGE}`,
        '',
        `${workshop.title}`,
        when,
        campus,
        '',
        url,
        '',
        `${site.name}`,
        '',
        yourDataFooter(publicUrl),
      ].join('\n'),
    };
  }
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
    subject: `You are registered: ${workshop.title}, ${when}`,
    text: [
      `Hello ${lead.name},`,
      '',
      `Thank you for registering for ${workshop.title}.`,
      '',
      `When: ${when}`,
      ...(lead.session ? [`Session: ${lead.session}`] : []),
      `Where: ${campus}`,
      '',
      'The calendar invitation is attached. Bring a laptop; everything else is provided.',
      url,
      '',
      site.name,
      '',
      yourDataFooter(publicUrl),
    ].join('\n'),
    icalEvent: { filename: `${workshop.slug}.ics`, method: 'PUBLISH', content: value },
  };
}
