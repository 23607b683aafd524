import type { RetentionDto } from './retention';
/**
 * The site's settings that the institute's staff change from the admin area (docs/product.md §3, Site
 * settings): today the privacy policy's effective date, shown on /privacy-policy and in its description.
 * Kept apart from site-settings-schema.ts so the privacy page loads no yup.
 */
import type { SiteFiguresDto } from './figures';
import type { PageCopyDto } from './page-copy';
import type { SiteContact } from './site';

/**
 * The course names the product spec's call-back form lists (spec §5). The enquiry forms list the catalogue's
 * courses on offer plus, until staff save a list of their own, these names where the catalogue lacks them.
 */
export const SPEC_LEAD_COURSES = [
  'Python Full Stack Development',
  'Java Full Stack Development',
  'Data Science',
  'Data Analytics',
  'MERN Stack',
  'MEAN Stack',
] as const;
/** At most this many extra names in the enquiry forms' course list. */
export const LEAD_COURSE_EXTRAS_MAX = 20;

/** The course names the enquiry forms list besides the catalogue's courses, with the version a save sends back. */
export interface LeadCourseExtrasDto {
  names: string[];
  /** False while staff have not saved a list: `names` are then the spec's (SPEC_LEAD_COURSES). */
  custom: boolean;
  version: number;
  updatedAt: string | null;
}

/** The contact facts with the version a save sends back (`custom`: false while they are the seeded samples). */
export interface SiteContactDto extends SiteContact {
  custom: boolean;
  version: number;
  updatedAt: string | null;
}

export interface SiteSettingsDto {
  /** The day the current privacy policy took effect (YYYY-MM-DD); null until an admin sets one. */
  privacyPolicyEffective: string | null;
  /** The settings' version: an edit sends it back, so a stale save is refused (0: never saved). */
  version: number;
  /** When an admin last saved them (ISO 8601); null when never. */
  updatedAt: string | null;
  /** The enquiry forms' extra course names (saved apart, with their own version). */
  leadCourseExtras: LeadCourseExtrasDto;
  /** The institute's contact facts and identity (saved apart, with their own version). */
  contact: SiteContactDto;
  /** The headline figures with their bases (saved apart, with their own version). */
  figures: SiteFiguresDto;
  /** The home and about pages' texts (saved apart, with their own version and earlier versions kept). */
  copy: PageCopyDto;
  /** How long personal data is kept (saved apart, with its own version; the defaults until staff save theirs). */
  retention: RetentionDto;
}

/** The course names an enquiry form lists: the catalogue's, then the extra names it lacks (letter case aside). */
export function leadCourseChoices(catalogue: readonly string[], extras: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of [...catalogue, ...extras]) {
    const key = name.trim().toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(name.trim());
  }
  return out;
}

/** How far ahead an effective date may be set: a policy change announced in advance. */
export const PRIVACY_EFFECTIVE_MAX_DAYS_AHEAD = 366;
export const PRIVACY_EFFECTIVE_MESSAGE = 'Enter the effective date as a day of the calendar (YYYY-MM-DD), at most a year from today.';
