/*
 * The texts of the home and about pages that staff edit in Site settings (issue 41): plain text, a blank
 * line between paragraphs, never HTML. The texts below are the seeded defaults, brought back by "Restore
 * the original text". The spec's own headings (LEARN - BUILD - LAUNCH, Our Mission, Our Vision) stay as
 * the spec names them.
 */

export const PAGE_COPY_KEYS = [
  'aboutHero',
  'aboutStory',
  'aboutFounded',
  'aboutValuesIntro',
  'aboutMission',
  'aboutVision',
  'homeAboutIntro',
  'homeValuesIntro',
  'homeCtaTitle',
  'homeCtaText',
] as const;
export type PageCopyKey = (typeof PAGE_COPY_KEYS)[number];
export type PageCopy = Record<PageCopyKey, string>;

/** Where each text is shown and how long it may be, for the admin form and the API's rules. */
export const PAGE_COPY_FIELDS: Record<PageCopyKey, { page: 'Home page' | 'About page'; label: string; max: number; multiline: boolean }> = {
  aboutHero: { page: 'About page', label: 'Hero text', max: 400, multiline: true },
  aboutStory: { page: 'About page', label: 'Our Story', max: 2000, multiline: true },
  aboutFounded: { page: 'About page', label: 'Year founded', max: 12, multiline: false },
  aboutValuesIntro: { page: 'About page', label: 'Values introduction', max: 300, multiline: false },
  aboutMission: { page: 'About page', label: 'Our Mission', max: 800, multiline: true },
  aboutVision: { page: 'About page', label: 'Our Vision', max: 800, multiline: true },
  homeAboutIntro: { page: 'Home page', label: 'About Us introduction', max: 400, multiline: false },
  homeValuesIntro: { page: 'Home page', label: 'Values introduction', max: 300, multiline: false },
  homeCtaTitle: { page: 'Home page', label: 'Closing call to action: heading', max: 120, multiline: false },
  homeCtaText: { page: 'Home page', label: 'Closing call to action: text', max: 600, multiline: true },
};

/** The texts the site was built with: what it shows until staff save their own. */
export const DEFAULT_PAGE_COPY: PageCopy = {
  aboutHero:
    'We teach you the skills, you build real software and analyses with them, and together we launch your career. That is the ITX way, practised every day at our centre in HITEC City, Hyderabad.',
  aboutStory:
    'ITX began in 2019 when a group of engineers and data professionals in Hyderabad noticed the same thing in every hiring panel: talented graduates who knew the theory but had never built anything real. We started with one classroom and one Data Analytics batch of twenty learners.\n\n' +
    'Today we teach our career tracks in the classroom and live online, run internship drives with our hiring partner companies and hold workshops on campuses across Telangana. What has not changed is how we teach: small batches, practising trainers and projects that look like real work.',
  aboutFounded: '2019',
  aboutValuesIntro: 'Four values guide every class we teach and every learner we mentor.',
  aboutMission:
    'To make every learner who walks into ITX job-ready: teaching the skills companies hire for, through practice on real problems, guided by people who do this work every day, and staying with each learner until they are placed.',
  aboutVision:
    'To be the institute Hyderabad trusts to turn potential into careers, where any graduate, from any town or background, can become a confident engineer or analyst building technology used around the world.',
  homeAboutIntro:
    'ITX is a classroom and online IT training institute in HITEC City, Hyderabad. Since 2019 we have helped students and working professionals become job-ready in data and software.',
  homeValuesIntro: 'Five commitments that shape how we teach, guide and place every learner.',
  homeCtaTitle: 'Ready to Start Your Tech Career?',
  homeCtaText:
    'Talk to a counsellor today. We will help you choose the right course, show you the batch timings and answer every question about fees, EMI options and placements.',
};

/** A text's paragraphs: split at blank lines, each trimmed, empty ones dropped. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** The page texts with the version a save sends back (`custom`: false while they are the defaults). */
export interface PageCopyDto {
  copy: PageCopy;
  custom: boolean;
  version: number;
  updatedAt: string | null;
}

/** An earlier saved version of the page texts, as the admin's "Earlier versions" list offers it. */
export interface PageCopyRevisionDto {
  version: number;
  savedAt: string;
  copy: PageCopy;
}
