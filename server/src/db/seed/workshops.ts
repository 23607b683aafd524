import { formatWorkshopDay, istDay } from '@contract';
import type { Tx } from '../client';
import { workshops } from '../schema';

type SeedWorkshop = Omit<typeof workshops.$inferInsert, 'startsAt' | 'endsAt' | 'sessions'>;

/**
 * The two workshops the product implies (docs/product.md D5): three hours, 2 pm to 5 pm, at ITX in
 * HITEC City. The spec's "13th Sept" had no year; a fresh install dates them on the first Saturdays
 * three and four weeks after its first start (db/seed/index.ts), so they are upcoming, and staff set
 * real dates in the admin area.
 */
const SEED_WORKSHOPS: SeedWorkshop[] = [
  {
    slug: 'data-science',
    title: 'Data Science Workshop',
    category: 'Data Science',
    duration: '3 Hours',
    capacity: 40,
    image: '/images/workshops/data-science.svg',
    description:
      'A hands-on afternoon at ITX, HITEC City, for students and working professionals who want to see what a data scientist actually does. ' +
      'In three hours you take one real dataset from raw CSV to a trained, evaluated model: you clean it with pandas, explore it with charts, ' +
      'pick features, train a classifier with scikit-learn and read its results honestly. Bring a laptop with a browser; we provide the notebooks ' +
      'and a cloud environment, so nothing needs installing. No prior machine-learning experience is needed, only basic comfort with any programming language.',
    topics: [
      { title: 'How a data science project runs: question, data, model, decision' },
      { title: 'Loading and cleaning a real dataset with pandas' },
      { title: 'Exploratory analysis and charts that reveal patterns' },
      { title: 'Feature selection and train/test splits' },
      { title: 'Training a first classifier with scikit-learn' },
      { title: 'Reading accuracy, precision and recall without fooling yourself' },
    ],
    learningOutcomes:
      'By the end of the session you will have built and evaluated a complete machine-learning pipeline in a Jupyter notebook you keep, ' +
      'understand where models go wrong, and know which skills to learn next for a data science role.',
    careerPaths: [
      'Data Scientist',
      'Machine Learning Engineer',
      'Data Analyst',
      'AI Research Assistant',
      'Business Intelligence Developer',
    ],
  },
  {
    slug: 'data-analytics',
    title: 'Data Analytics Workshop',
    category: 'Data Analytics',
    duration: '3 Hours',
    capacity: 40,
    image: '/images/workshops/data-analytics.svg',
    description:
      'Three practical hours at ITX, HITEC City, on the tools analysts use every day. Working on a retail sales dataset, you answer real business ' +
      'questions with Excel pivot tables, write your first SQL queries, and build an interactive Power BI dashboard that a manager could act on. ' +
      'The workshop suits final-year students, freshers and professionals moving into analytics; you only need a laptop and curiosity about numbers.',
    topics: [
      { title: 'What a data analyst does, from question to dashboard' },
      { title: 'Cleaning and summarising data with Excel pivot tables' },
      { title: 'SQL essentials: SELECT, WHERE, GROUP BY and JOIN' },
      { title: 'Building an interactive Power BI dashboard' },
      { title: 'Telling a clear story with charts and key numbers' },
    ],
    learningOutcomes:
      'You will leave with a finished sales dashboard for your portfolio, the SQL queries behind it, and a clear picture of the skills ' +
      'employers in Hyderabad look for in entry-level analysts.',
    careerPaths: ['Data Analyst', 'Business Analyst', 'MIS Executive', 'Reporting Analyst', 'Power BI Developer'],
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** 2 pm to 5 pm IST on the first Saturday at least `weeks` weeks after `from` (Hyderabad days). */
export function saturdayAfternoon(from: Date, weeks: number): { startsAt: Date; endsAt: Date } {
  const first = new Date(Date.parse(`${istDay(from)}T00:00:00Z`) + weeks * 7 * DAY_MS);
  const saturday = new Date(first.getTime() + ((6 - first.getUTCDay() + 7) % 7) * DAY_MS).toISOString().slice(0, 10);
  const startsAt = new Date(`${saturday}T14:00:00+05:30`);
  return { startsAt, endsAt: new Date(startsAt.getTime() + 3 * 60 * 60 * 1000) };
}

export async function seedWorkshops(tx: Tx, firstStart: Date = new Date()): Promise<void> {
  const rows = SEED_WORKSHOPS.map((w, i) => {
    const { startsAt, endsAt } = saturdayAfternoon(firstStart, 3 + i);
    return { ...w, startsAt, endsAt, sessions: [`${formatWorkshopDay(startsAt.toISOString())} (2pm-5pm)`] };
  });
  await tx.insert(workshops).values(rows).onConflictDoNothing({ target: workshops.slug });
}
