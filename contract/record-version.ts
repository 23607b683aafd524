/**
 * Optimistic concurrency for jobs, blogs and workshops (issue 15 finding 3): every record carries a
 * `version` (1 when created, +1 on every update). Its single-item GET sends it as the ETag
 * `"<version>-<_id>"` (the id, so a record deleted and re-created under the same slug never matches an
 * old copy); an update or delete sends it back as `If-Match` or as the body's `version` field.
 */
export type VersionedRecord = 'job' | 'blog' | 'workshop' | 'course' | 'batch' | 'alumni story' | 'setting';

/** What a stale save answers (409 for a stale `version` field, 412 for a stale `If-Match`). */
export function changedBySomeoneElse(record: VersionedRecord): string {
  return `This ${record} was changed by someone else since you opened it.`;
}

/** The ETag of a record's single-item GET. */
export function versionEtag(record: { _id: string; version: number }): string {
  return `"${record.version}-${record._id}"`;
}

export const VERSION_MESSAGE = 'version must be a whole number of at least 1.';
