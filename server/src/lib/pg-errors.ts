/** Whether a database error (or one it wraps, as Drizzle does) carries the PostgreSQL SQLSTATE `code`. */
export function hasPgCode(err: unknown, code: string): boolean {
  const e = err as { code?: string; cause?: unknown } | null;
  return e?.code === code || (e?.cause !== undefined && e.cause !== err && hasPgCode(e.cause, code));
}

/** A write hit a unique constraint (23505): a slug another record holds. */
export const isUniqueViolation = (err: unknown) => hasPgCode(err, '23505');

/** A write refers to a row a concurrent write removed (23503, foreign key). */
export const isForeignKeyViolation = (err: unknown) => hasPgCode(err, '23503');
