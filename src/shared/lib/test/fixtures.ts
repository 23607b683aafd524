import type { BlogDto, JobDto } from '@contract';

/**
 * A blog post as the API returns it: a published post without pictures by the default byline, with no
 * course link, its slug made from the title, created, published and updated at the same instant. Tests
 * override what they are about.
 */
export function blogDto(overrides: Partial<BlogDto> = {}): BlogDto {
  const title = overrides.title ?? 'Blog Post';
  const createdAt = overrides.createdAt ?? '2025-06-01T05:30:00.000Z';
  return {
    _id: 'b1',
    title,
    description: `About ${title}`,
    content: 'Text',
    slug: title.toLowerCase().replace(/\s+/g, '-'),
    imageUrl: null,
    bannerImageUrl: null,
    imageAlt: '',
    bannerImageAlt: '',
    image: null,
    bannerImage: null,
    authorName: 'ITX Editorial Team',
    authorRole: '',
    courseSlug: null,
    readingMinutes: 1,
    status: 'published',
    publishedAt: createdAt,
    createdAt,
    updatedAt: createdAt,
    version: 1,
    ...overrides,
  };
}

/**
 * An open full-time job as the API returns it: two years of experience, five responsibilities, the
 * default salary, its slug made from the title. Tests override what they are about.
 */
export function jobDto(overrides: Partial<JobDto> = {}): JobDto {
  const title = overrides.title ?? 'Trainer';
  return {
    _id: 'j1',
    title,
    type: 'Full Time',
    location: 'HITEC City, Hyderabad',
    slug: title.toLowerCase().replace(/\s+/g, '-'),
    createdAt: '2026-11-01T05:00:00.000Z',
    validThrough: '2099-01-01T00:00:00.000Z',
    salary: { currency: 'INR', value: 25000, unit: 'MONTH' },
    experienceRequired: 2,
    jobType: 'full-time',
    jobDescription: 'Teach.',
    keyResponsibilities: ['a', 'b', 'c', 'd', 'e'],
    isFresher: false,
    open: true,
    version: 1,
    ...overrides,
  };
}
