import { istDay, slugify } from '@contract';
import type { Tx } from '../client';
import { courseBatches, courses } from '../schema';
import { COURSE_CATALOGUE } from './course-catalogue';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Hyderabad calendar day `days` after `day` (YYYY-MM-DD). */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The sample batches of a fresh install, placed after its first start so the site looks alive: a
 * weekday batch two to four weeks out and a weekend batch about six weeks out, besides the spec's
 * first batch (docs/product.md §3, now past), kept as a past one. Staff replace them with their calendar in the admin area.
 */
export function sampleBatches(index: number, pastBatch: { startDate: string; applyBy: string }, firstStart: Date) {
  const today = istDay(firstStart);
  const weekdayStart = addDays(today, 14 + (index % 3) * 7);
  const weekendStart = addDays(today, 42 + (index % 2) * 7);
  return [
    { ...pastBatch, mode: 'both', days: 'weekday', timing: '7:00 AM – 9:00 AM', seats: null },
    { startDate: weekdayStart, applyBy: addDays(weekdayStart, -5), mode: 'both', days: 'weekday', timing: '7:00 AM – 9:00 AM', seats: 30 },
    {
      startDate: weekendStart,
      applyBy: addDays(weekendStart, -7),
      mode: 'online',
      days: 'weekend',
      timing: 'Sat & Sun, 10:00 AM – 1:00 PM',
      seats: 40,
    },
  ];
}

/** The six courses of docs/product.md §3 with their details, fees, hero slides and sample batches. */
export async function seedCourses(tx: Tx, firstStart: Date = new Date()): Promise<void> {
  for (const [index, c] of COURSE_CATALOGUE.entries()) {
    const [row] = await tx
      .insert(courses)
      .values({
        slug: slugify(c.title),
        title: c.title,
        summary: c.summary,
        image: c.image,
        rating: c.rating,
        lessons: c.lessons,
        duration: c.duration,
        instructor: c.instructor,
        feeInr: c.fee.amount,
        feeEmi: c.fee.emi,
        feeScholarship: c.fee.scholarship,
        leadCourse: c.leadCourse,
        hero: c.hero,
        details: c.details,
      })
      .returning({ id: courses.id });
    if (!row) throw new Error(`seeding course ${c.title} returned no row`);
    await tx.insert(courseBatches).values(sampleBatches(index, c.pastBatch, firstStart).map((b) => ({ ...b, courseId: row.id })));
  }
}
