import type { Tx } from '../client';
import { alumniStories, courses, hiringPartners } from '../schema';

const DAY_MS = 24 * 60 * 60 * 1000;

type SeedStory = Omit<typeof alumniStories.$inferInsert, 'sample' | 'createdAt' | 'updatedAt'>;

/**
 * Sample alumni outcomes of a fresh install (issue 21, docs/product.md §3): they show staff what the
 * sections look like, are labelled "Sample" on the site with a note that real stories replace them, and
 * never become review markup. The people and companies are made up; the courses are the seeded ones.
 */
export const SEED_STORIES: SeedStory[] = [
  {
    kind: 'testimonial',
    name: 'Priya Reddy',
    courseSlug: 'data-analytics',
    batch: 'Jan 2026 weekend batch',
    role: 'Data Analyst',
    company: 'Charminar Data Labs',
    quote:
      'The weekend batch fitted around my bank job. By the capstone I was building Power BI dashboards from messy Excel exports, and that project was what my interviewers asked about.',
    rating: 5,
  },
  {
    kind: 'testimonial',
    name: 'Karthik Rao',
    courseSlug: 'python-full-stack',
    batch: 'Oct 2025 weekday batch',
    role: 'Junior Python Developer',
    company: 'Golconda Fintech',
    quote:
      'I came from mechanical engineering with no coding background. We wrote Django code every day, and the mock interviews in the last month made the real ones feel familiar.',
    rating: 4,
  },
  {
    kind: 'testimonial',
    name: 'Sneha Varma',
    courseSlug: 'data-science',
    batch: 'Nov 2025 weekday batch',
    role: 'Machine Learning Intern',
    company: 'Banjara Health Tech',
    quote:
      'Statistics finally made sense once we had to explain every model we trained. The internship drive on campus got me my first offer two weeks after the course ended.',
    rating: 5,
  },
  {
    kind: 'testimonial',
    name: 'Mohammed Irfan',
    courseSlug: 'java-full-stack',
    batch: 'Sep 2025 weekend batch',
    role: 'Associate Software Engineer',
    company: 'Deccan Cloudworks',
    quote:
      'Spring Boot looked huge at first, but building one REST API a week made it routine. The code reviews from my trainer are the habit my team lead noticed first.',
    rating: null,
  },
  {
    kind: 'placement',
    name: 'Anusha Goud',
    courseSlug: 'mern-stack',
    batch: 'Aug 2025 weekday batch',
    role: 'Frontend Developer',
    company: 'Hussain Sagar Software',
    quote: 'Placed as a frontend developer after a React and Node.js capstone: a clinic appointment app built with two batchmates.',
    rating: null,
  },
  {
    kind: 'placement',
    name: 'Rahul Naidu',
    courseSlug: 'data-analytics',
    batch: 'Jul 2025 weekday batch',
    role: 'MIS Executive',
    company: 'Cyberabad Retail Systems',
    quote:
      "Moved from a billing desk into reporting: the SQL and Excel automation from the course now runs the chain's weekly sales reports.",
    rating: null,
  },
];

/** Made-up company names, shown as samples until staff add the institute's real hiring partners. */
export const SEED_PARTNERS = [
  'Charminar Data Labs',
  'Deccan Cloudworks',
  'Golconda Fintech',
  'Banjara Health Tech',
  'Hussain Sagar Software',
  'Cyberabad Retail Systems',
];

/**
 * The sample stories (a day apart, in the order above, first newest) and partners, all marked `sample`.
 * On a database whose seeded courses staff have already renamed or removed, a story keeps no course.
 */
export async function seedAlumni(tx: Tx, firstStart: Date = new Date()): Promise<void> {
  const offered = new Set((await tx.select({ slug: courses.slug }).from(courses)).map((c) => c.slug));
  await tx.insert(alumniStories).values(
    SEED_STORIES.map((story, i) => {
      const at = new Date(firstStart.getTime() - i * DAY_MS);
      const courseSlug = story.courseSlug && offered.has(story.courseSlug) ? story.courseSlug : null;
      return { ...story, courseSlug, sample: true, published: true, createdAt: at, updatedAt: at };
    }),
  );
  await tx.insert(hiringPartners).values(SEED_PARTNERS.map((name) => ({ name, sample: true })));
}
