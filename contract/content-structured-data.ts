import { courseReviewStories, type AlumniStoryDto } from './alumni';
import { DEFAULT_BLOG_AUTHOR } from './blog-topic';
import { BATCH_DAYS_LABELS, openBatches, type BatchDto, type CourseDto, type CourseSummaryDto } from './course';
import { ROUTES } from './routes';
import type { SiteContact } from './site';
import { absoluteUrl, campusPlace, organizationId, origin, SCHEMA, type JsonLd } from './structured-data';
import { isoToIstLocal, type WorkshopStatus } from './workshop';

/*
 * schema.org data of the content pages: courses, posts and workshops. Apart from structured-data.ts (the
 * institute and breadcrumbs, on every page) so a visitor's first page carries only what it shows.
 */

/** "20 Weeks" → P20W, "4 Months" → P4M; other wording has no ISO duration. */
function isoDuration(time: string): string | undefined {
  const weeks = /^(\d+)\s*Weeks?$/i.exec(time);
  const months = /^(\d+)\s*Months?$/i.exec(time);
  return weeks ? `P${weeks[1]}W` : months ? `P${months[1]}M` : undefined;
}

/**
 * The course's trainer as a schema.org Person, with their LinkedIn profile as `sameAs`; none for a seeded
 * sample profile, which names no real person (docs/product.md §3: trainer profile).
 */
function instructorPerson(course: CourseDto): JsonLd | null {
  const { name, role, linkedin, sample } = course.instructor;
  if (sample) return null;
  return { '@type': 'Person', name, jobTitle: role, ...(linkedin ? { sameAs: linkedin } : {}) };
}

/** A batch as schema.org CourseInstances: one in the HITEC City classroom, one live online, or both. */
function courseInstances(course: CourseDto, batch: BatchDto, site: SiteContact): JsonLd[] {
  const duration = isoDuration(course.time);
  const instructor = instructorPerson(course);
  const instance = {
    '@type': 'CourseInstance',
    startDate: batch.startDate,
    ...(instructor ? { instructor } : {}),
    courseSchedule: {
      '@type': 'Schedule',
      ...(duration ? { duration } : {}),
      repeatFrequency: 'Daily',
      repeatCount: course.lessons,
      description: `${BATCH_DAYS_LABELS[batch.days]}, ${batch.timing}`,
    },
  };
  const onsite = { ...instance, courseMode: 'Onsite', location: campusPlace(site) };
  const online = { ...instance, courseMode: 'Online' };
  if (batch.mode === 'classroom') return [onsite];
  if (batch.mode === 'online') return [online];
  return [onsite, online];
}

/**
 * A course's reviews and their aggregate, from the published, non-sample, rated testimonials of the course
 * only (docs/product.md §3): never from samples, never from the course's admin-entered `rating`. None: no markup.
 */
function courseReviewsJsonLd(course: CourseDto, stories: readonly AlumniStoryDto[]): JsonLd {
  const rated = courseReviewStories(stories, course.slug);
  if (rated.length === 0) return {};
  const ratings = rated.map((s) => s.rating ?? 0);
  const mean = ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
  return {
    review: rated.map((s) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: s.name },
      datePublished: s.createdAt.slice(0, 10),
      reviewBody: s.quote,
      reviewRating: { '@type': 'Rating', ratingValue: s.rating, bestRating: 5, worstRating: 1 },
    })),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: Math.round(mean * 10) / 10,
      ratingCount: rated.length,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

/**
 * A course with its batches still open at `now` and its fee. With no open batch it has no CourseInstance and
 * its offer states the price only: nothing is marked up as available that cannot be applied for (docs/product.md D11).
 * `stories`: the course's alumni stories as its page shows them; only real, rated testimonials become reviews.
 */
export function buildCourseJsonLd(
  course: CourseDto,
  siteUrl: string,
  site: SiteContact,
  now: Date = new Date(),
  stories: readonly AlumniStoryDto[] = [],
): JsonLd {
  const url = absoluteUrl(siteUrl, ROUTES.course(course.slug));
  const provider = { '@type': 'EducationalOrganization', '@id': organizationId(siteUrl), name: site.name, sameAs: `${origin(siteUrl)}/` };
  const open = openBatches(course.batches, now);
  const next = open[0];
  return {
    '@context': SCHEMA,
    '@type': 'Course',
    '@id': `${url}#course`,
    name: course.title,
    description: course.summary,
    url,
    image: absoluteUrl(siteUrl, course.image),
    courseCode: `ITX-${String(course.code).padStart(3, '0')}`,
    inLanguage: 'en-IN',
    provider,
    ...(open.length > 0 ? { hasCourseInstance: open.flatMap((batch) => courseInstances(course, batch, site)) } : {}),
    ...courseReviewsJsonLd(course, stories),
    offers: [
      {
        '@type': 'Offer',
        category: 'Paid',
        price: course.fee.amount,
        priceCurrency: 'INR',
        url: absoluteUrl(siteUrl, ROUTES.enroll),
        ...(next ? { availability: 'https://schema.org/InStock', validThrough: next.applyBy } : {}),
        seller: { '@id': organizationId(siteUrl) },
      },
    ],
  };
}

/** The /courses page: its courses in order, each pointing at its own page (which carries the Course). */
export function buildCourseListJsonLd(courses: readonly Pick<CourseSummaryDto, 'slug'>[], siteUrl: string): JsonLd {
  const url = absoluteUrl(siteUrl, ROUTES.courses);
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    '@id': `${url}#courses`,
    numberOfItems: courses.length,
    itemListElement: courses.map((course, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: absoluteUrl(siteUrl, ROUTES.course(course.slug)),
    })),
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
  /** The byline (issue 21); absent or DEFAULT_BLOG_AUTHOR: the institute is the author. */
  authorName?: string;
  authorRole?: string;
}

/** A post's author: the person its byline names (with their role as jobTitle), else the institute. */
function postAuthor(post: BlogPostingInput, siteUrl: string, site: SiteContact): JsonLd {
  const name = post.authorName?.trim();
  if (!name || name === DEFAULT_BLOG_AUTHOR) {
    return { '@type': 'Organization', '@id': organizationId(siteUrl), name: site.name, url: `${origin(siteUrl)}/` };
  }
  const role = post.authorRole?.trim();
  return { '@type': 'Person', name, ...(role ? { jobTitle: role } : {}), worksFor: { '@id': organizationId(siteUrl) } };
}

export function buildBlogPostingJsonLd(post: BlogPostingInput, siteUrl: string, site: SiteContact): JsonLd {
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
    author: postAuthor(post, siteUrl, site),
    publisher: {
      '@type': 'EducationalOrganization',
      '@id': organizationId(siteUrl),
      name: site.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, '/logo.svg') },
    },
    inLanguage: 'en-IN',
  };
}

export interface EventInput {
  slug: string;
  title: string;
  description: string;
  /** When it begins and ends (ISO 8601 instants). */
  startsAt: string;
  endsAt: string;
  /** Where it stands at the moment the page is served. */
  status: WorkshopStatus;
  image: string;
}

/** An instant as Hyderabad wall-clock time with its offset: YYYY-MM-DDTHH:mm:ss+05:30. */
function istDateTime(iso: string): string {
  return `${isoToIstLocal(iso)}:00+05:30`;
}

const AVAILABILITY: Record<Exclude<WorkshopStatus, 'ended'>, string> = {
  open: 'https://schema.org/InStock',
  // Schema.org has no waitlist availability: a fully booked workshop is sold out.
  full: 'https://schema.org/SoldOut',
};

/**
 * A workshop as an Event held at the institute. An ended one keeps EventScheduled (it took place) and has
 * no offer: nothing is marked up as available that cannot be registered for (docs/product.md D11).
 */
export function buildEventJsonLd(workshop: EventInput, siteUrl: string, site: SiteContact): JsonLd {
  const url = absoluteUrl(siteUrl, ROUTES.workshop(workshop.slug));
  return {
    '@context': SCHEMA,
    '@type': 'Event',
    '@id': `${url}#event`,
    name: workshop.title,
    description: workshop.description,
    url,
    image: absoluteUrl(siteUrl, workshop.image),
    startDate: istDateTime(workshop.startsAt),
    endDate: istDateTime(workshop.endsAt),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: campusPlace(site),
    organizer: { '@type': 'EducationalOrganization', '@id': organizationId(siteUrl), name: site.name, url: `${origin(siteUrl)}/` },
    ...(workshop.status === 'ended' ? {} : { offers: { '@type': 'Offer', url, availability: AVAILABILITY[workshop.status] } }),
  };
}
