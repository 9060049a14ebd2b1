import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '@tradeworks/contracts/errors';
import { AppError } from './app-error';

interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
  cause?: unknown;
}

/** Drizzle wraps driver errors; the SQLSTATE code is on the cause. */
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

/** The one place errors become HTTP: coded errors keep their status, bad input is a 400, never a stack trace. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError & PgError, req, reply) => {
    const mapped = mapError(err);
    if (mapped.status >= 500) req.log.error({ err }, 'request failed');
    reply.code(mapped.status).send(mapped.body);
  });
}

function mapError(err: FastifyError & PgError): { status: number; body: ApiErrorBody } {
  if (err instanceof AppError) {
    return {
      status: err.status,
      body: { error: err.code, message: err.message, fieldErrors: err.fieldErrors },
    };
  }
  // Errors raised by PostgreSQL carry a SQLSTATE code (a string of 5 characters).
  switch (sqlStateOf(err) ?? err.code) {
    case '23505':
      return { status: 409, body: { error: 'CONFLICT', message: 'A record with this value already exists' } };
    case '23503':
      return {
        status: 409,
        body: { error: 'CONFLICT', message: 'This record is referenced by other records' },
      };
    case '23514':
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
      return { status: 400, body: { error: 'VALIDATION', message: 'Invalid value' } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { error: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415 as number, body: { error: 'VALIDATION', message: 'Unsupported content type' } };
    default:
      break;
  }
  if (err.statusCode === 403 || err.statusCode === 404) {
    // Plugins' own refusals (e.g. a static directory request) keep their status.
    const error = err.statusCode === 403 ? 'FORBIDDEN' : 'NOT_FOUND';
    return { status: err.statusCode, body: { error, message: err.message } };
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    // Fastify's own client errors: malformed JSON, empty JSON body, …
    return { status: 400, body: { error: 'VALIDATION', message: err.message } };
  }
  return { status: 500, body: { error: 'INTERNAL', message: 'Internal server error' } };
}
