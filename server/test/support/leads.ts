import { randomBytes } from 'node:crypto';
import { API, DEFAULT_LEAD_FORM_KEY, LEAD_FORM_IDS, type LeadInput } from '@contract';

/** The lead-form names of the six courses a fresh database is seeded with (server/src/db/seed/course-catalogue.ts). */
export const SEEDED_LEAD_COURSES = [
  'Data Analytics',
  'Data Science',
  'Java Full Stack Development',
  'Python Full Stack Development',
  'MERN Stack',
  'Cloud Computing',
] as const;

/** The call-back form's path with the default form key. */
export const CALL_BACK_PATH = API.leads.capture(DEFAULT_LEAD_FORM_KEY, LEAD_FORM_IDS.callBack);

const NAMES = ['Aarav Reddy', 'Sneha Rao', 'Karthik Varma', 'Divya Naidu', 'Rahul Goud', 'Ananya Kulkarni', 'Vikram Chary', 'Meera Iyer'];

/**
 * A valid call-back lead that no other lead of the run shares (unique e-mail and phone), so duplicate
 * folding never merges two of them: `tag` identifies it when reading back.
 */
export function uniqueLead(tag: string = randomBytes(6).toString('hex')): LeadInput & { email: string } {
  const n = parseInt(randomBytes(4).toString('hex'), 16) % 1_000_000_000;
  return {
    name: NAMES[n % NAMES.length] ?? 'Aarav Reddy',
    email: `lead-${tag}@itx-visitor.test`.toLowerCase(),
    countryCode: '+91',
    phone: `9${String(n).padStart(9, '0')}`,
    courseInterest: SEEDED_LEAD_COURSES[n % SEEDED_LEAD_COURSES.length] ?? 'Data Science',
    sourcePage: '/contact',
  };
}

let emailSeq = 0;
/** An e-mail address no other of the run shares: `name.N.time@example.in`. */
export function uniqueEmail(name: string): string {
  emailSeq += 1;
  return `${name}.${emailSeq}.${Date.now()}@example.in`;
}
