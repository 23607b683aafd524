import { DEFAULT_SITE_CONTACT } from './site';
import type { BatchDto, CourseDto } from './course';
import { buildCourseJsonLd, buildCourseListJsonLd, buildEventJsonLd, type EventInput } from './content-structured-data';
import { dataScienceCourse, marchBatch as batch, NOON_1_MARCH_2026 as NOW } from './test-fixtures';

const SITE_URL = 'https://itx.example/';

const course = (batches: BatchDto[]): CourseDto => dataScienceCourse({ batches });

type Instance = { courseMode: string; startDate: string; location?: unknown; courseSchedule: Record<string, unknown> };

describe('buildCourseJsonLd', () => {
  it('has one CourseInstance per open batch and mode, and an in-stock offer in rupees until the next apply-by day', () => {
    const ld = buildCourseJsonLd(
      course([
        batch({ _id: 'b2', startDate: '2026-04-06', applyBy: '2026-04-01', mode: 'both', days: 'weekend', timing: '10 AM – 1 PM' }),
        batch({ _id: 'b1' }),
        batch({ _id: 'b0', startDate: '2026-03-02', applyBy: '2026-02-28', mode: 'online' }),
      ]),
      SITE_URL,
      DEFAULT_SITE_CONTACT,
      NOW,
    );
    expect(ld).toMatchObject({
      '@type': 'Course',
      name: 'Data Science',
      courseCode: 'ITX-002',
      url: 'https://itx.example/courses/data-science',
    });
    const instances = ld.hasCourseInstance as Instance[];
    // The batch whose apply-by day has passed is left out; the others come soonest first.
    expect(instances.map((i) => [i.startDate, i.courseMode])).toEqual([
      ['2026-03-16', 'Onsite'],
      ['2026-04-06', 'Onsite'],
      ['2026-04-06', 'Online'],
    ]);
    expect(instances[0]?.location).toMatchObject({ '@type': 'Place' });
    expect(instances[2]?.location).toBeUndefined();
    expect(instances[0]?.courseSchedule).toEqual({
      '@type': 'Schedule',
      duration: 'P20W',
      repeatFrequency: 'Daily',
      repeatCount: 47,
      description: 'Weekdays, 7:00 AM – 9:00 AM',
    });
    expect(instances[1]?.courseSchedule.description).toBe('Weekends, 10 AM – 1 PM');
    expect(ld.offers).toEqual([
      expect.objectContaining({
        '@type': 'Offer',
        category: 'Paid',
        price: 55000,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        validThrough: '2026-03-10',
      }),
    ]);
  });

  it('names the trainer as a Person with their LinkedIn profile as sameAs, and no one for a seeded sample profile', () => {
    const base = course([batch({})]);
    const withLinkedIn = { ...base, instructor: { ...base.instructor, linkedin: 'https://www.linkedin.com/in/arjun-mehta-example' } };
    expect(
      (buildCourseJsonLd(withLinkedIn, SITE_URL, DEFAULT_SITE_CONTACT, NOW).hasCourseInstance as Record<string, unknown>[])[0]?.instructor,
    ).toEqual({
      '@type': 'Person',
      name: 'Arjun Mehta',
      jobTitle: 'Senior Data Scientist',
      sameAs: 'https://www.linkedin.com/in/arjun-mehta-example',
    });
    expect(
      (buildCourseJsonLd(base, SITE_URL, DEFAULT_SITE_CONTACT, NOW).hasCourseInstance as Record<string, unknown>[])[0]?.instructor,
    ).toEqual({
      '@type': 'Person',
      name: 'Arjun Mehta',
      jobTitle: 'Senior Data Scientist',
    });
    const sample = { ...base, instructor: { ...base.instructor, sample: true } };
    const instances = buildCourseJsonLd(sample, SITE_URL, DEFAULT_SITE_CONTACT, NOW).hasCourseInstance as Record<string, unknown>[];
    expect(instances).toHaveLength(1);
    expect(instances[0]).not.toHaveProperty('instructor');
  });

  it('keeps a batch open through its apply-by day in Hyderabad', () => {
    const lastDay = new Date('2026-03-10T18:00:00Z'); // 23:30 in Hyderabad
    expect(buildCourseJsonLd(course([batch({})]), SITE_URL, DEFAULT_SITE_CONTACT, lastDay).hasCourseInstance).toHaveLength(1);
    const nextDay = new Date('2026-03-10T18:31:00Z'); // 00:01 on the 11th
    expect(buildCourseJsonLd(course([batch({})]), SITE_URL, DEFAULT_SITE_CONTACT, nextDay).hasCourseInstance).toBeUndefined();
  });

  it('marks up no CourseInstance and nothing available when no batch is open, but still states the price', () => {
    const ld = buildCourseJsonLd(course([batch({ applyBy: '2026-02-28', startDate: '2026-03-02' })]), SITE_URL, DEFAULT_SITE_CONTACT, NOW);
    expect(ld).not.toHaveProperty('hasCourseInstance');
    const offers = ld.offers as Record<string, unknown>[];
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ price: 55000, priceCurrency: 'INR', category: 'Paid' });
    expect(offers[0]).not.toHaveProperty('availability');
    expect(offers[0]).not.toHaveProperty('validThrough');
    expect(JSON.stringify(ld)).not.toContain('2026-03-02');
  });
});

describe('buildCourseListJsonLd', () => {
  it('lists the courses in order, each by its own page', () => {
    expect(buildCourseListJsonLd([{ slug: 'data-analytics' }, { slug: 'data-science' }], SITE_URL)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      '@id': 'https://itx.example/courses#courses',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://itx.example/courses/data-analytics' },
        { '@type': 'ListItem', position: 2, url: 'https://itx.example/courses/data-science' },
      ],
    });
  });
});

describe('buildEventJsonLd', () => {
  const workshop = (overrides: Partial<EventInput> = {}): EventInput => ({
    slug: 'data-science',
    title: 'Data Science Workshop',
    description: 'Three hours from a raw CSV to a first model.',
    startsAt: '2026-12-12T08:30:00.000Z',
    endsAt: '2026-12-12T11:30:00.000Z',
    status: 'open',
    image: '/images/workshops/data-science.svg',
    ...overrides,
  });

  it('carries the start and end in Hyderabad time, the campus, and an in-stock offer while seats are open', () => {
    expect(buildEventJsonLd(workshop(), SITE_URL, DEFAULT_SITE_CONTACT)).toMatchObject({
      '@type': 'Event',
      name: 'Data Science Workshop',
      url: 'https://itx.example/workshops/data-science',
      startDate: '2026-12-12T14:00:00+05:30',
      endDate: '2026-12-12T17:00:00+05:30',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'ITX HITEC City' },
      offers: { '@type': 'Offer', url: 'https://itx.example/workshops/data-science', availability: 'https://schema.org/InStock' },
    });
  });

  it('marks a fully booked workshop sold out', () => {
    expect(buildEventJsonLd(workshop({ status: 'full' }), SITE_URL, DEFAULT_SITE_CONTACT).offers).toEqual({
      '@type': 'Offer',
      url: 'https://itx.example/workshops/data-science',
      availability: 'https://schema.org/SoldOut',
    });
  });

  it('offers nothing for an ended workshop, which stays a scheduled (past) event with its dates', () => {
    const ld = buildEventJsonLd(
      workshop({ status: 'ended', startsAt: '2025-09-13T08:30:00.000Z', endsAt: '2025-09-13T11:30:00.000Z' }),
      SITE_URL,
      DEFAULT_SITE_CONTACT,
    );
    expect(ld).not.toHaveProperty('offers');
    expect(ld).toMatchObject({
      eventStatus: 'https://schema.org/EventScheduled',
      startDate: '2025-09-13T14:00:00+05:30',
      endDate: '2025-09-13T17:00:00+05:30',
    });
  });
});
