/**
 * Slug rule of docs/product.md §2: lower case, spaces to hyphens, other non-word symbols removed.
 * Runs of hyphens collapse and hyphens at the ends are trimmed so a title never yields "--".
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '')
    .replace(/_/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Slugs that may appear in a path segment: what slugify produces, plus a numeric suffix. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
