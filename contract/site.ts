import { MONTH_NAMES } from './ist';

/** "19:00" → "7:00 pm". */
function clockText(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

/**
 * When the HITEC City office answers the phone and takes visitors (docs/product.md §1: office hours): the
 * one source of the contact and enquiry pages and of the organisation's openingHoursSpecification.
 */
const OFFICE_HOURS = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  /** Hyderabad time, 24-hour HH:MM. */
  opens: '09:30',
  closes: '19:00',
  closedDays: ['Sunday'],
} as const;

/** Where the campus is on the map (HITEC City, Hyderabad): the contact page's map centres on it. */
const CAMPUS_GEO = { latitude: 17.4474, longitude: 78.3762 } as const;

/** The institute's public facts, used by the footer, contact page, structured data and e-mails. */
export const SITE = {
  name: 'ITX',
  legalName: 'ITX Training Institute',
  tagline: 'Industry-ready IT training in Hyderabad',
  email: 'info@itxhyderabad.in',
  phones: ['+91 90000 12345', '+91 90000 67890'],
  address: {
    street: '3rd Floor, Cyber Heights, Road No. 2, HITEC City',
    locality: 'Hyderabad',
    region: 'Telangana',
    postalCode: '500081',
    country: 'IN',
  },
  officeHours: OFFICE_HOURS,
  /** "Monday to Saturday, 9:30 am to 7:00 pm". */
  openingHours: `${OFFICE_HOURS.days[0]} to ${OFFICE_HOURS.days[OFFICE_HOURS.days.length - 1]}, ${clockText(OFFICE_HOURS.opens)} to ${clockText(OFFICE_HOURS.closes)}`,
  /** "Closed on Sunday". */
  closedText: `Closed on ${OFFICE_HOURS.closedDays.join(' and ')}`,
  geo: CAMPUS_GEO,
  mapUrl: `https://www.openstreetmap.org/?mlat=${CAMPUS_GEO.latitude}&mlon=${CAMPUS_GEO.longitude}#map=17/${CAMPUS_GEO.latitude}/${CAMPUS_GEO.longitude}`,
  social: [
    { name: 'Instagram', url: 'https://www.instagram.com/itxhyderabad' },
    { name: 'X', url: 'https://x.com/itxhyderabad' },
    { name: 'Threads', url: 'https://www.threads.net/@itxhyderabad' },
    { name: 'Facebook', url: 'https://www.facebook.com/itxhyderabad' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/itxhyderabad' },
  ],
} as const;

/**
 * A calendar day (YYYY-MM-DD) as a document date: "July 9, 2025", as `toLocaleDateString('en-US', { month:
 * 'long', day: 'numeric', year: 'numeric' })` writes it, without Intl (a browser's first Intl date
 * formatter loads locale data: 15–20 ms at a phone's CPU speed).
 */
export function formatDocumentDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${MONTH_NAMES[date.getUTCMonth()] ?? ''} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
