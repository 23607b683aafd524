import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { changedBySomeoneElse, type VersionedRecord } from '@contract';
import type { Tx } from '../db/client';
import { HttpError, notFound } from './errors';

/** What a client sent to guard its write: the If-Match header and the body's `version` (either may be missing). */
export interface WritePrecondition {
  ifMatch?: string | string[];
  version?: number;
}

/** The version an update or delete may write over, or null when the client sent none (last write wins). */
export interface VersionCondition {
  expected: number | null;
  /** 412 when the condition came from If-Match, 409 when from the body's `version`. */
  status: 409 | 412;
}

const ENTITY_TAG = /^(?:W\/)?"?(\d{1,10})(?:-([0-9a-f-]{36}))?"?$/i;

/** True when one of If-Match's entity tags (`"<version>-<id>"`, weak, or a bare version) names this record's current version. */
function ifMatchHolds(header: string, current: { id: string; version: number }): boolean {
  return header.split(',').some((raw) => {
    const tag = raw.trim();
    if (tag === '*') return true;
    const m = ENTITY_TAG.exec(tag);
    if (!m) return false;
    if (m[2] && m[2].toLowerCase() !== current.id.toLowerCase()) return false;
    return Number(m[1]) === current.version;
  });
}

/**
 * Checks a write's If-Match header and body `version` against the record as read; throws the conflict
 * (nothing written) when either is stale. The caller then writes with `WHERE version = expected`, so a
 * save that raced past this check is caught by the database (see `conflict`).
 */
export function versionCondition(
  precondition: WritePrecondition,
  current: { id: string; version: number },
  record: VersionedRecord,
): VersionCondition {
  const { ifMatch, version: bodyVersion } = precondition;
  let expected: number | null = null;
  let status: 409 | 412 = 409;
  if (typeof ifMatch === 'string' && ifMatch.trim() !== '') {
    status = 412;
    if (!ifMatchHolds(ifMatch, current)) throw conflict(record, 412);
    expected = current.version;
  }
  if (bodyVersion !== undefined) {
    if (bodyVersion !== current.version) throw conflict(record, 409);
    expected = current.version;
  }
  return { expected, status };
}

export function conflict(record: VersionedRecord, status: 409 | 412): HttpError {
  return new HttpError(status, changedBySomeoneElse(record));
}

/** The WHERE term of a guarded write: of two saves of the same version exactly one matches (none when no version was named). */
export function versionMatches(column: PgColumn, condition: VersionCondition): SQL | undefined {
  return condition.expected === null ? undefined : eq(column, condition.expected);
}

/** Why a guarded write touched no row: gone (404) when the client named no version, else someone else saved first. */
export function missedWrite(condition: VersionCondition, record: VersionedRecord, notFoundMessage: string): HttpError {
  return condition.expected === null ? notFound(notFoundMessage) : conflict(record, condition.status);
}

/**
 * The guarded delete of one versioned row: deletes row `id` of `table` only at the version `condition`
 * names (any version when it names none), and throws `missedWrite` when no row was deleted.
 */
export async function deleteGuarded(
  tx: Tx,
  table: PgTable & { id: PgColumn; version: PgColumn },
  id: string,
  condition: VersionCondition,
  record: VersionedRecord,
  notFoundMessage: string,
): Promise<void> {
  const deleted = await tx
    .delete(table)
    .where(and(eq(table.id, id), versionMatches(table.version, condition)))
    .returning({ id: table.id });
  if (deleted.length === 0) throw missedWrite(condition, record, notFoundMessage);
}
