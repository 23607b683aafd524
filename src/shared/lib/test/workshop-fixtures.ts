import { workshopStatus, type WorkshopDto } from '@contract';

/**
 * A workshop as the API returns it: 2 pm to 5 pm IST on Saturday 12 December 2099, no seat limit, its slug
 * made from the title, and its status computed from its end and seats as the API does. Tests override what
 * they are about (an ended workshop: past `startsAt` and `endsAt`).
 */
export function workshopDto(overrides: Partial<WorkshopDto> = {}): WorkshopDto {
  const title = overrides.title ?? 'Data Science Workshop';
  const slug = overrides.slug ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const startsAt = overrides.startsAt ?? '2099-12-12T08:30:00.000Z';
  const endsAt = overrides.endsAt ?? new Date(Date.parse(startsAt) + 3 * 60 * 60 * 1000).toISOString();
  const seatsLeft = overrides.seatsLeft ?? null;
  return {
    _id: `workshop-${slug}`,
    slug,
    title,
    description: `Three hands-on hours of ${title} at ITX.`,
    category: 'Data Science',
    startsAt,
    endsAt,
    duration: '3 Hours',
    sessions: [],
    topics: [],
    highlights: { learningOutcomes: 'A finished project.', careerPaths: [] },
    image: `/images/workshops/${slug}.svg`,
    capacity: null,
    seatsLeft,
    status: workshopStatus({ endsAt, seatsLeft }),
    createdAt: '2025-08-01T00:00:00.000Z',
    updatedAt: '2025-08-01T00:00:00.000Z',
    version: 1,
    ...overrides,
  };
}
