import type { Course } from './courses';
import { ROUTES } from './routes';
import { SITE } from './site';
import { absoluteUrl, campusPlace, organizationId, origin, SCHEMA, type JsonLd } from './structured-data';

/*
 * schema.org data of the content pages: courses, posts and workshops. Apart from structured-data.ts (the
 * institute and breadcrumbs, on every page) so a visitor's first page carries only what it shows.
 */

/** A course of the catalogue, with its next batch (classroom in HITEC City and live online) and its offer. */
export function buildCourseJsonLd(course: Course, siteUrl: string): JsonLd {
  const url = absoluteUrl(siteUrl, ROUTES.course(course.slug));
  const provider = { '@type': 'EducationalOrganization', '@id': organizationId(siteUrl), name: SITE.name, sameAs: `${origin(siteUrl)}/` };
  const weeks = /^(\d+)\s*Weeks?$/i.exec(course.time);
  const months = /^(\d+)\s*Months?$/i.exec(course.time);
  const duration = weeks ? `P${weeks[1]}W` : months ? `P${months[1]}M` : undefined;
  // The same batch, taught in the classroom and live online.
  const batch = {
    '@type': 'CourseInstance',
    startDate: course.startDateIso,
    instructor: { '@type': 'Person', name: course.instructor.name, jobTitle: course.instructor.role },
    courseSchedule: { '@type': 'Schedule', ...(duration ? { duration } : {}), repeatFrequency: 'Daily', repeatCount: course.lessons },
  };
  return {
    '@context': SCHEMA,
    '@type': 'Course',
    '@id': `${url}#course`,
    name: course.title,
    description: course.summary,
    url,
    image: absoluteUrl(siteUrl, course.image),
    courseCode: `ITX-${String(course.id).padStart(3, '0')}`,
    inLanguage: 'en-IN',
    provider,
    hasCourseInstance: [
      { ...batch, courseMode: 'Onsite', location: campusPlace() },
      { ...batch, courseMode: 'Online' },
    ],
    offers: [
      {
        '@type': 'Offer',
        category: 'Paid',
        url: absoluteUrl(siteUrl, ROUTES.enroll),
        availability: 'https://schema.org/InStock',
        validThrough: course.applyByIso,
        seller: { '@id': organizationId(siteUrl) },
      },
    ],
  };
}

export interface BlogPostingInput {
  slug: string;
  title: string;
  description: string;
  createdAt: string;
  updatedAt: string;
  /** Site path or absolute URL of the post's image; null when it has none. */
  image: string | null;
}

export function buildBlogPostingJsonLd(post: BlogPostingInput, siteUrl: string): JsonLd {
  const url = absoluteUrl(siteUrl, ROUTES.blog(post.slug));
  return {
    '@context': SCHEMA,
    '@type': 'BlogPosting',
    '@id': `${url}#post`,
    headline: post.title.slice(0, 110),
    description: post.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    image: absoluteUrl(siteUrl, post.image ?? '/logo.svg'),
    author: { '@type': 'Organization', '@id': organizationId(siteUrl), name: SITE.name, url: `${origin(siteUrl)}/` },
    publisher: {
      '@type': 'EducationalOrganization',
      '@id': organizationId(siteUrl),
      name: SITE.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, '/logo.svg') },
    },
    inLanguage: 'en-IN',
  };
}

export interface EventInput {
  slug: string;
  title: string;
  description: string;
  /** The date as shown ("13th Sept, 2pm-5pm"). */
  date: string;
  /** ISO date or date-time when known. */
  dateIso: string | null;
  duration: string;
  image: string;
}

/** "2pm-5pm" in the shown date → 14:00 and 17:00 (India time). */
function timesOf(shown: string): { start: string; end: string } | null {
  const m = /(\d{1,2})(?::(\d{2}))?\s*(am|pm)\s*[-–]\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)/i.exec(shown);
  if (!m) return null;
  const hh = (h: string, ampm: string) => (Number(h) % 12) + (ampm.toLowerCase() === 'pm' ? 12 : 0);
  const fmt = (h: number, min: string | undefined) => `${String(h).padStart(2, '0')}:${min ?? '00'}:00+05:30`;
  return { start: fmt(hh(m[1] ?? '0', m[3] ?? 'am'), m[2]), end: fmt(hh(m[4] ?? '0', m[6] ?? 'am'), m[5]) };
}

/** A workshop as an Event held at the institute. */
export function buildEventJsonLd(workshop: EventInput, siteUrl: string): JsonLd {
  const url = absoluteUrl(siteUrl, ROUTES.workshop(workshop.slug));
  const day = workshop.dateIso?.slice(0, 10) ?? null;
  const times = timesOf(workshop.date);
  const hasTime = workshop.dateIso !== null && workshop.dateIso.length > 10;
  const startDate = hasTime ? workshop.dateIso : day && times ? `${day}T${times.start}` : day;
  const endDate = !hasTime && day && times ? `${day}T${times.end}` : undefined;
  return {
    '@context': SCHEMA,
    '@type': 'Event',
    '@id': `${url}#event`,
    name: workshop.title,
    description: workshop.description,
    url,
    image: absoluteUrl(siteUrl, workshop.image),
    ...(startDate ? { startDate } : {}),
    ...(endDate ? { endDate } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: campusPlace(),
    organizer: { '@type': 'EducationalOrganization', '@id': organizationId(siteUrl), name: SITE.name, url: `${origin(siteUrl)}/` },
    offers: {
      '@type': 'Offer',
      url,
      availability: 'https://schema.org/InStock',
    },
  };
}
