/**
 * Whether a failed statement broke a foreign key (SQLSTATE 23503; PostgreSQL and PGlite
 * alike, wrapped by Drizzle in `cause`): what a like or comment on a post removed by a
 * concurrent transaction runs into after its own checks passed.
 */
export function violatedForeignKey(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/** Whether a failed statement broke any integrity constraint (SQLSTATE class 23). */
export function violatedIntegrity(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('23')) return true;
  }
  return false;
}
