import type { BlogDto } from '@contract';

/**
 * A blog post as the API returns it: a post without pictures, its slug made from the title, created
 * and updated at the same instant. Tests override what they are about.
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
    createdAt,
    updatedAt: createdAt,
    version: 1,
    ...overrides,
  };
}
