/** What a PostgreSQL error carries (pg and PGlite alike). */
export interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
  cause?: unknown;
}

/** The SQLSTATE code of a database error. Drizzle wraps driver errors; the code is on the cause. */
export function sqlStateOf(err: unknown): string | undefined {
  for (
    let e = err as PgError | undefined, depth = 0;
    e && depth < 3;
    e = e.cause as PgError | undefined, depth++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}
