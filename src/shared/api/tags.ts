/** RTK Query tag types: one per cached resource family. */
export const TAG_TYPES = ['Session', 'Job', 'Blog', 'Lead', 'Workshop', 'Course', 'Alumni', 'SiteSettings'] as const;
export type TagType = (typeof TAG_TYPES)[number];
export const LIST_ID = 'LIST' as const;
