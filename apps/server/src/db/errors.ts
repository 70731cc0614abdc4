/** PostgreSQL's code for a broken unique index or constraint. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether the error (or one it wraps: Drizzle and the drivers nest the database error as `cause`)
 * is a unique violation: the index settling a race between two saves of one name or code.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; depth < 5 && e && typeof e === 'object'; depth += 1) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
