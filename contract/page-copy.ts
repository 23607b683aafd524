import type { PageCopyItems } from './copy-text';

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
  'homeProcessIntro',
  'homeProcessSteps',
  'homeJourneyIntro',
  'homeJourneySteps',
  'homeSuccessStory',
  'homeValues',
  'valueCards',
  'noticeCallBack',
  'noticeWorkshop',
  'noticeJob',
  'noticeSignUp',
  'noticeMarketing',
] as const;
export type PageCopyKey = (typeof PAGE_COPY_KEYS)[number];
export type PageCopy = Record<PageCopyKey, string>;

/** The page groups of the admin form: the value cards are on both pages. */
export const PAGE_COPY_PAGES = ['Home page', 'About page', 'Home and about pages', 'Privacy notices at the forms'] as const;

export interface PageCopyField {
  page: (typeof PAGE_COPY_PAGES)[number];
  label: string;
  max: number;
  multiline: boolean;
  items?: PageCopyItems;
}

const list = (count: number, titleMax: number, textMax: number): Pick<PageCopyField, 'max' | 'multiline' | 'items'> => ({
  max: count * (titleMax + textMax + 4),
  multiline: true,
  items: { count, titleMax, textMax },
});

/** Where each text is shown and how long it may be, for the admin form and the API's rules. */
export const PAGE_COPY_FIELDS: Record<PageCopyKey, PageCopyField> = {
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
  homeProcessIntro: { page: 'Home page', label: 'Navigate with ITX: introduction', max: 200, multiline: false },
  homeProcessSteps: { page: 'Home page', label: 'Navigate with ITX: the six steps', ...list(6, 40, 160) },
  homeJourneyIntro: { page: 'Home page', label: 'Your Journey with ITX: introduction', max: 200, multiline: false },
  homeJourneySteps: { page: 'Home page', label: 'Your Journey with ITX: the four steps', ...list(4, 40, 200) },
  homeSuccessStory: { page: 'Home page', label: 'Success Story: the internship drive', max: 900, multiline: true },
  homeValues: { page: 'Home page', label: 'Our Values: the five values', ...list(5, 40, 300) },
  valueCards: { page: 'Home and about pages', label: 'Value cards: the four cards', ...list(4, 30, 200) },
  noticeCallBack: { page: 'Privacy notices at the forms', label: 'Call back, demo, enrol and brochure forms', max: 700, multiline: true },
  noticeWorkshop: { page: 'Privacy notices at the forms', label: 'Workshop registration', max: 700, multiline: true },
  noticeJob: { page: 'Privacy notices at the forms', label: 'Job application', max: 700, multiline: true },
  noticeSignUp: { page: 'Privacy notices at the forms', label: 'Admin sign-up', max: 700, multiline: true },
  noticeMarketing: { page: 'Privacy notices at the forms', label: 'News and offers checkbox', max: 200, multiline: false },
};

/** The steps, values and cards as the site was built with them: a title line, its text, a blank line between. */
const items = (...pairs: [string, string][]) => pairs.map(([title, text]) => `${title}\n${text}`).join('\n\n');

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
  homeProcessIntro: 'Six clear steps from your first conversation with us to your first day at work.',
  homeProcessSteps: items(
    ['Free Career Counselling', 'Talk to a counsellor about your background and goals, and get an honest recommendation.'],
    ['Choose Your Track', 'Pick a course and a classroom, online or weekend batch that fits around your day.'],
    ['Learn from Practitioners', 'Live sessions with trainers who build software and analyse data for a living.'],
    ['Build Real Projects', 'Weekly assignments, code reviews and a capstone you can show any employer.'],
    ['Prepare for Interviews', 'Resume and LinkedIn reviews, aptitude practice and mock interviews with feedback.'],
    ['Get Placed', 'Internship drives and referrals to our hiring partners until you land the role.'],
  ),
  homeJourneyIntro: 'From the first conversation to the first pay cheque, in four steps.',
  homeJourneySteps: items(
    [
      'Chart Your Success Story',
      'A counsellor maps your strengths and goals to a course and a target role, and sets milestones for every month.',
    ],
    ['Learn & Build', 'Live classes, daily labs and weekly projects turn concepts into skills, with trainers reviewing your work.'],
    ['Career Readiness', 'Resume clinics, aptitude practice, communication coaching and mock interviews with hiring managers.'],
    ['Career Launch', 'Internship drives and referrals to our partner companies, with support until you accept your offer.'],
  ),
  homeSuccessStory:
    'Twice a year ITX brings hiring teams to our HITEC City campus for a two-day internship drive. Learners present their capstone projects, sit technical interviews and walk out with internship offers from product companies, analytics firms and IT services teams across Hyderabad.\n\n' +
    'Most interns convert to full-time roles within six months, and many come back to mentor the next batch.',
  homeValues: items(
    [
      'Learners First',
      'Every decision starts with one question: does this help our learners get better jobs? Batch sizes stay small so every trainer knows every learner by name, and doubts are cleared the same day.',
    ],
    [
      'Learn by Doing',
      'Theory only sticks when you use it. Each concept is followed by a lab, each module by a project, and each course by a capstone reviewed by working engineers.',
    ],
    [
      'Honest Guidance',
      'We tell you which course fits your background and goals, even when that means a shorter or different programme. Every figure we show says how it was counted.',
    ],
    [
      'Excellence in Teaching',
      'Our trainers are practitioners with years of industry experience. They are observed, reviewed by learners after every module and given time each month to keep their skills current.',
    ],
    [
      'Access for Everyone',
      'Weekday, weekend and online batches, instalment plans and scholarships for women returning to tech and first-generation graduates mean talent, not circumstance, decides who learns.',
    ],
  ),
  valueCards: items(
    [
      'Innovative Learning',
      'Live classes, hands-on labs and projects built from real company problems, so you learn the way the industry works today.',
    ],
    ['Community First', 'Study groups, alumni mentors and hackathons in HITEC City: you learn alongside people who push you forward.'],
    [
      'Global Impact',
      'Our learners build software and insights for teams in India, the US, the UK and Australia, and our curriculum follows global standards.',
    ],
    [
      'Lifelong Learning',
      'Course access, refresher sessions and alumni workshops continue after you graduate, because technology never stops changing.',
    ],
  ),
  // The notices each form shows (issue 42, DPDP Act 2023): what it collects, why, and for how long. Plain words.
  noticeCallBack:
    'We collect your name, e-mail address (if you give it), phone number and the course you ask about.\n\nWe use them only to call you back about that course (and to send the brochure when you ask for it).\n\nWe keep them for 24 months after our last contact with you, then erase them.',
  noticeWorkshop:
    'We collect your name, e-mail address, phone number and the workshop session you choose.\n\nWe use them to hold your seat and to send you the confirmation and reminders of this workshop.\n\nWe keep them for 12 months after the workshop, then erase them.',
  noticeJob:
    'We collect your name, e-mail address, phone number, your message and your CV.\n\nWe use them only to consider your application for this job and to contact you about it.\n\nWe keep them for 12 months after the job closes, then erase them.',
  noticeSignUp:
    'We collect your name, e-mail address and phone number for your staff account.\n\nWe use them to sign you in, to show who handled a lead or a change, and to reset your password.\n\nWe keep them while you have an account; the activity log keeps your name for 12 months.',
  noticeMarketing: 'Also send me news about courses, batches and offers (optional; you can stop them at any time).',
};

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
