import { IST_OFFSET_MS, MONTH_ABBREVIATIONS } from './ist';

/** Workshop categories and the DTO the API answers with; no validation library here, so list pages stay light. */
export const WORKSHOP_CATEGORIES = ['Full Stack', 'Data Science', 'Data Analytics'] as const;
export type WorkshopCategory = (typeof WORKSHOP_CATEGORIES)[number];

/**
 * Where a workshop stands at the moment it is served (issue 19): open for registration, fully booked
 * (registrations join the waitlist), or ended (its end has passed: no more registrations).
 */
export const WORKSHOP_STATUSES = ['open', 'full', 'ended'] as const;
export type WorkshopStatus = (typeof WORKSHOP_STATUSES)[number];

export const WORKSHOP_ENDED_MESSAGE = 'This workshop has ended';
export const WORKSHOP_FULL_LABEL = 'Fully booked';

export interface WorkshopDto {
  _id: string;
  slug: string;
  title: string;
  description: string;
  category: WorkshopCategory;
  /** When it begins and ends (ISO 8601 instants); the pages show them in Hyderabad time. */
  startsAt: string;
  endsAt: string;
  duration: string;
  /** The sessions a registrant picks from (labels such as "Sat, DD Mon YYYY (2pm-5pm)"). */
  sessions: string[];
  topics: { title: string }[];
  highlights: { learningOutcomes: string; careerPaths: string[] };
  image: string;
  /** Seats in all; null when the institute does not limit them. */
  capacity: number | null;
  /** Seats not yet taken by registrations (never below 0); null when there is no capacity. */
  seatsLeft: number | null;
  status: WorkshopStatus;
  createdAt: string;
  updatedAt: string;
  /** 1 when created, +1 on every update; the single-item GET's ETag is `"<version>-<_id>"`. Send it back to update. */
  version: number;
}

/** A workshop's status at `now` from its end and seats. */
export function workshopStatus(w: { endsAt: string; seatsLeft: number | null }, now: Date = new Date()): WorkshopStatus {
  if (Date.parse(w.endsAt) <= now.getTime()) return 'ended';
  return w.seatsLeft !== null && w.seatsLeft <= 0 ? 'full' : 'open';
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The Hyderabad wall-clock parts of an instant. */
function istParts(iso: string) {
  const d = new Date(Date.parse(iso) + IST_OFFSET_MS);
  return { y: d.getUTCFullYear(), mo: d.getUTCMonth(), day: d.getUTCDate(), wd: d.getUTCDay(), h: d.getUTCHours(), mi: d.getUTCMinutes() };
}

function clock(h: number, mi: number): string {
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(mi).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** "Sat, DD Mon YYYY" of an instant, in Hyderabad (a day of one digit is not padded). */
export function formatWorkshopDay(iso: string): string {
  const p = istParts(iso);
  return `${WEEKDAYS[p.wd] ?? ''}, ${p.day} ${MONTH_ABBREVIATIONS[p.mo] ?? ''} ${p.y}`;
}

/** "Sat, DD Mon YYYY, 2:00 PM – 5:00 PM IST" (the end's day too when it ends on another day). */
export function formatWorkshopWhen(startsAt: string, endsAt: string): string {
  const s = istParts(startsAt);
  const e = istParts(endsAt);
  const sameDay = s.y === e.y && s.mo === e.mo && s.day === e.day;
  const end = sameDay ? clock(e.h, e.mi) : `${formatWorkshopDay(endsAt)}, ${clock(e.h, e.mi)}`;
  return `${formatWorkshopDay(startsAt)}, ${clock(s.h, s.mi)} – ${end} IST`;
}

/** "YYYY-MM-DDTHH:mm" (a date-time field's value, Hyderabad time) → the ISO instant; null when it is not one. */
export function istLocalToIso(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const ms = Date.parse(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:00+05:30`);
  if (Number.isNaN(ms)) return null;
  const iso = new Date(ms).toISOString();
  // A 30th of February would roll over into March: refuse it.
  return isoToIstLocal(iso) === local ? iso : null;
}

/** An ISO instant → "YYYY-MM-DDTHH:mm", its Hyderabad wall-clock time as a date-time field shows it. */
export function isoToIstLocal(iso: string): string {
  return new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A date-time a client sent, as an ISO instant: a date-time field's "YYYY-MM-DDTHH:mm" (Hyderabad time)
 * or an ISO 8601 instant with its offset; null when it is neither or lies outside 1970–9999.
 */
export function toInstant(value: string): string | null {
  const fromLocal = istLocalToIso(value);
  const iso = fromLocal ?? (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)) ? new Date(Date.parse(value)).toISOString() : null);
  if (!iso) return null;
  const year = Number(iso.slice(0, 4));
  return year >= 1970 && year <= 9999 ? iso : null;
}

/** Where a workshop registration stands, as its own link shows it (issue 43). */
export type RegistrationState = 'seat' | 'waitlist' | 'unconfirmed' | 'cancelled';

/** GET API.workshops.registration(id, token): the registration its own link opens. */
export interface WorkshopRegistrationDto {
  name: string;
  state: RegistrationState;
  /** The chosen session, when the workshop has several. */
  session: string | null;
  workshop: { slug: string; title: string; startsAt: string; endsAt: string };
  /** False once the workshop has started (or was removed): it can no longer be cancelled here. */
  cancellable: boolean;
}

export const REGISTRATION_MESSAGES = {
  invalidLink: 'This registration link is not valid. Use the link in your latest e-mail from us, or call us.',
  cancelled: 'Your registration is cancelled, and your seat goes to the next person waiting. A confirmation is on its way by e-mail.',
  alreadyCancelled: 'This registration was already cancelled.',
  started: 'This workshop has started or is over: the registration can no longer be cancelled here.',
} as const;
