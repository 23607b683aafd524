/** RTK Query tag types: one per cached resource family. */
export const TAG_TYPES = ['Session', 'Job', 'Blog', 'Lead', 'Workshop', 'Course', 'Alumni', 'SiteSettings'] as const;
export type TagType = (typeof TAG_TYPES)[number];
export const LIST_ID = 'LIST' as const;

/**
 * The tag of one record. RTK Query keeps tags in plain objects keyed by id, so a raw slug such as
 * "constructor" or "toString" met Object.prototype there and broke every render (issue 39): ids are prefixed.
 */
export function itemTag<T extends TagType>(type: T, key: string): { type: T; id: string } {
  return { type, id: `item:${key}` };
}
