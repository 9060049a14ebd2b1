import type { FastifyRequest } from 'fastify';
import { sqlStateOf } from '../db/sql-state';

/** A request as logged: method and path only; the query string can carry search terms and tokens. */
export function safeRequestLog(req: FastifyRequest) {
  return {
    method: req.method,
    url: (req.url ?? '').split('?')[0],
    remoteAddress: req.ip,
  };
}

interface ErrorLike {
  name?: string;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  message?: string;
  stack?: string;
  cause?: unknown;
}

/**
 * What a failed request logs: for a database error only its SQLSTATE, constraint, table and column — never
 * the query's parameters (Drizzle puts them in the message) or the driver's `detail` (which quotes values).
 * For other errors the type and stack frames; the message only for programming errors (others may quote input).
 */
export function safeErrorLog(err: unknown, req: FastifyRequest) {
  const route = { method: req.method, route: req.routeOptions?.url ?? (req.url ?? '').split('?')[0] };
  return { ...route, ...safeErrorFields(err) };
}

/** The same without a request: what background work (the outbox, the agreement job) logs of a failure. */
export function safeErrorFields(err: unknown) {
  const sqlState = sqlStateOf(err);
  if (sqlState) {
    let db: ErrorLike | undefined = err as ErrorLike;
    while (db && db.code !== sqlState) db = db.cause as ErrorLike | undefined;
    const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
    return {
      error: 'database',
      sqlState,
      constraint: text(db?.constraint),
      table: text(db?.table),
      column: text(db?.column),
      routine: text(db?.routine),
    };
  }
  const e = (err ?? {}) as ErrorLike;
  const frames = (e.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 12)
    .map((line) => line.trim());
  return {
    error: e.name ?? typeof err,
    code: typeof e.code === 'string' ? e.code : undefined,
    // Programming errors name properties, not values; other messages may quote the input.
    message: e.name === 'TypeError' || e.name === 'ReferenceError' ? e.message : undefined,
    stack: frames,
  };
}
