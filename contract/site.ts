import { MONTH_NAMES } from './ist';
import type { SocialNetwork } from './social-networks';

/** "19:00" → "7:00 pm". */
function clockText(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * The institute's contact facts and identity that staff edit in Site settings (issue 41): every page,
 * the structured data, the e-mails and the brochure read them from there.
 */
export interface SiteContact {
  /** The short name ("ITX"). */
  name: string;
  legalName: string;
  tagline: string;
  /** The public e-mail address. */
  email: string;
  /** One or more, as shown ("+91 90000 12345"); the first is the main one (Call buttons, structured data). */
  phones: string[];
  /** The WhatsApp number the WhatsApp buttons open. */
  whatsapp: string;
  /** The street line ends with the campus's area ("…, HITEC City"): pages name the campus by it. */
  address: { street: string; locality: string; region: string; postalCode: string; country: 'IN' };
  /** How to find the campus ("Five minutes' walk from the … metro station"); empty: not shown. */
  directions: string;
  /** Where the campus is on the map (inside India). */
  geo: { latitude: number; longitude: number };
  /** When the office answers the phone and takes visitors, Hyderabad time (24-hour HH:MM); other days are closed. */
  officeHours: { days: Weekday[]; opens: string; closes: string };
  social: { name: SocialNetwork; url: string }[];
  /** Whom a person writes to about their personal data or a complaint (the privacy policy's grievance officer). */
  grievance: { name: string; email: string; phone: string };
}

/** The seeded contact facts: what the site shows until staff save their own (marked as samples in the admin). */
export const DEFAULT_SITE_CONTACT: SiteContact = {
  name: 'ITX',
  legalName: 'ITX Training Institute',
  tagline: 'Industry-ready IT training in Hyderabad',
  email: 'info@itxhyderabad.in',
  phones: ['+91 90000 12345', '+91 90000 67890'],
  whatsapp: '+91 90000 12345',
  address: {
    street: '3rd Floor, Cyber Heights, Road No. 2, HITEC City',
    locality: 'Hyderabad',
    region: 'Telangana',
    postalCode: '500081',
    country: 'IN',
  },
  directions: 'Five minutes’ walk from the HITEC City metro station (Blue Line).',
  geo: { latitude: 17.4474, longitude: 78.3762 },
  officeHours: { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '09:30', closes: '19:00' },
  social: [
    { name: 'Instagram', url: 'https://www.instagram.com/itxhyderabad' },
    { name: 'X', url: 'https://x.com/itxhyderabad' },
    { name: 'Threads', url: 'https://www.threads.net/@itxhyderabad' },
    { name: 'Facebook', url: 'https://www.facebook.com/itxhyderabad' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/itxhyderabad' },
  ],
  grievance: { name: 'Grievance Officer', email: 'info@itxhyderabad.in', phone: '+91 90000 12345' },
};

/** "Monday, Wednesday and Friday": a list as a sentence names it. */
const listed = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? '');

/** "Monday to Saturday" for three or more days in a row, else each day. */
function daysText(days: readonly Weekday[]): string {
  const open = WEEKDAYS.filter((d) => days.includes(d));
  const first = WEEKDAYS.indexOf(open[0] ?? 'Monday');
  return open.length > 2 && WEEKDAYS.indexOf(open[open.length - 1] ?? 'Monday') - first === open.length - 1
    ? `${open[0]} to ${open[open.length - 1]}`
    : listed(open);
}

/** The contact facts with the texts and links made from them, as pages, e-mails and the brochure show them. */
export interface SiteFacts extends SiteContact {
  /** "Monday to Saturday, 9:30 am to 7:00 pm". */
  openingHours: string;
  /** "Closed on Sunday". */
  closedText: string;
  /** The campus on OpenStreetMap. */
  mapUrl: string;
  /** The main phone (the first). */
  mainPhone: string;
  /** The campus's area: the street line's last part ("HITEC City"), else the city. */
  area: string;
}

/** The campus's area: the street line's last part ("…, HITEC City"), else the city. */
export const areaOf = (contact: Pick<SiteContact, 'address'>) =>
  contact.address.street.split(',').pop()?.trim() || contact.address.locality;

export function siteFacts(contact: SiteContact): SiteFacts {
  const { days, opens, closes } = contact.officeHours;
  const closed = WEEKDAYS.filter((d) => !days.includes(d));
  const { latitude, longitude } = contact.geo;
  return {
    ...contact,
    openingHours: `${daysText(days)}, ${clockText(opens)} to ${clockText(closes)}`,
    closedText: closed.length > 0 ? `Closed on ${listed(closed)}` : 'Open every day',
    mapUrl: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`,
    mainPhone: contact.phones[0] ?? '',
    area: areaOf(contact),
  };
}

/**
 * A calendar day (YYYY-MM-DD) as a document date: "July 9, 2025", as `toLocaleDateString('en-US', { month:
 * 'long', day: 'numeric', year: 'numeric' })` writes it, without Intl (a browser's first Intl date
 * formatter loads locale data: 15–20 ms at a phone's CPU speed).
 */
export function formatDocumentDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${MONTH_NAMES[date.getUTCMonth()] ?? ''} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
