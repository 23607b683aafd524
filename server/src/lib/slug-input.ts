import { SLUG_PATTERN, slugify } from '@contract';
import { badRequest } from './errors';

const SLUG_MESSAGE = 'The slug may hold only lower-case letters, digits and single hyphens.';

/** The slug a write asks for: the given one, else one made from the title; refused (400) when it cannot be a path segment. */
export function requestedSlug(input: { title: string; slug?: string | undefined }): string {
  const slug = input.slug?.trim() ? input.slug.trim() : slugify(input.title);
  if (!SLUG_PATTERN.test(slug)) throw badRequest(SLUG_MESSAGE, { slug: SLUG_MESSAGE });
  return slug;
}
