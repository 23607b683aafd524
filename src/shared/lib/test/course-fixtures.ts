import { INSTRUCTOR_DEFAULTS, istDay, openBatches, type BatchDto, type CourseDto, type CourseSummaryDto } from '@contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Hyderabad calendar day `days` from today (negative: in the past), as the API writes batch dates. */
export function dayFromToday(days: number): string {
  return istDay(new Date(Date.now() + days * DAY_MS));
}

/** A classroom weekday batch starting in 30 days, applications open for 20 more days. Tests override what they are about. */
export function batchDto(overrides: Partial<BatchDto> = {}): BatchDto {
  return {
    _id: 'batch-1',
    startDate: dayFromToday(30),
    applyBy: dayFromToday(20),
    mode: 'classroom',
    days: 'weekday',
    timing: '7:00 AM – 9:00 AM',
    seats: 30,
    version: 1,
    ...overrides,
  };
}

/**
 * A course as the course list returns it: 40 modules over 20 weeks, ₹45,000 with an EMI, no hero slide,
 * and one open batch; its slug made from the title. Tests override what they are about.
 */
export function courseSummaryDto(overrides: Partial<CourseSummaryDto> = {}): CourseSummaryDto {
  const title = overrides.title ?? 'Data Analytics';
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    _id: `course-${slug}`,
    code: 1,
    slug,
    title,
    summary: `Learn ${title} with real projects.`,
    image: `/images/courses/${slug}.svg`,
    imageAlt: '',
    rating: 4.8,
    lessons: 40,
    time: '20 Weeks',
    // A real trainer profile with no experience, LinkedIn or bio given.
    instructor: { ...INSTRUCTOR_DEFAULTS, name: 'Priya Raghavan', role: 'Lead Trainer', avatar: '/images/instructors/priya-raghavan.svg' },
    fee: { amount: 45000, emi: 'No-cost EMI from ₹7,500 a month', scholarship: null },
    tools: ['Excel', 'SQL'],
    leadCourse: title,
    hero: null,
    nextBatch: batchDto(),
    version: 1,
    ...overrides,
  };
}

/** A course as its page gets it: the summary, a small curriculum adding up to its modules, and its open batches. */
export function courseDto(overrides: Partial<CourseDto> = {}): CourseDto {
  // Given batches, the next batch is the soonest still open, as the API computes it.
  const given = overrides.batches;
  const nextBatch = overrides.nextBatch !== undefined || !given ? overrides.nextBatch : (openBatches(given)[0] ?? null);
  const summary = courseSummaryDto({ ...overrides, ...(nextBatch !== undefined ? { nextBatch } : {}) });
  const batches = given ?? (summary.nextBatch ? [summary.nextBatch] : []);
  const half = Math.floor(summary.lessons / 2);
  return {
    ...summary,
    details: {
      overview: [`${summary.title} from the first lesson to a job-ready portfolio.`],
      audience: ['Graduates starting a career in tech'],
      curriculum: [
        { title: 'Foundations', modules: Array.from({ length: half }, (_, i) => `Foundation module ${i + 1}`) },
        { title: 'Projects', modules: Array.from({ length: summary.lessons - half }, (_, i) => `Project module ${i + 1}`) },
      ],
      tools: ['Excel', 'SQL'],
      outcomes: ['Build dashboards that decide things'],
      schedule: 'Weekday batches meet for two hours each morning.',
      faqs: [{ question: 'Do I need to know programming?', answer: 'No: we start from the basics.' }],
    },
    ...overrides,
    nextBatch: summary.nextBatch,
    batches,
  };
}
