import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_STATUS, type ApiErrorBody, type ErrorCode } from '@tradeworks/contracts/errors';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { AppError } from './app-error';
import { sqlStateOf, type PgError } from '../db/sql-state';
import { safeErrorLog } from './safe-log';
import { zodFieldErrors } from './zod-errors';
import { z } from 'zod';

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable. Try again in a moment.';
const DATABASE_RETRY_AFTER_SECONDS = 2;

const body = (error: ErrorCode, message: string): { status: number; body: ApiErrorBody } => ({
  status: ERROR_STATUS[error],
  body: { error, message },
});

/**
 * The one place errors become HTTP: coded errors keep their status, bad input is a 400, never a stack trace.
 * Every answer — including Fastify's own refusals (bad URL, over-long id, headers too large, shutting down) —
 * has the shape `{ error, message, fieldErrors? }`.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError & PgError, req, reply) => {
    // A handler that failed after choosing a file answer (CSV, PDF, ZIP) set its type: the error is JSON.
    reply.removeHeader('content-disposition');
    reply.header('content-type', 'application/json; charset=utf-8');
    if (isDatabaseUnavailable(err)) {
      // The database is restarting or out of reach: the process stays up and serves again once it is back.
      req.log.warn(safeErrorLog(err, req), 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.code(503).send(body('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE).body);
    }
    const mapped = mapError(err);
    const retryAfter = (err as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    if (mapped.status >= 500) req.log.error(safeErrorLog(err, req), 'request failed');
    reply.code(mapped.status).send(mapped.body);
  });
  // While the server drains for a restart, new requests get a 503 in the API's shape (Fastify's built-in
  // answer has another shape, so it is turned off in buildApp with return503OnClosing: false).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (req, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    return reply.code(503).send(body('UNAVAILABLE', 'The server is restarting. Try again in a moment.').body);
  });
}

/** Fastify's routing errors (malformed %-encoding, an over-long path parameter), in the API's shape. */
export function frameworkErrorHandler(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const mapped =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? body('URI_TOO_LONG', 'A part of the address is too long')
      : body('VALIDATION', 'Malformed request address');
  reply.code(mapped.status).send(mapped.body);
}

/** Errors Node's HTTP parser raises before Fastify sees a request (headers or URL over 16 KB, timeouts). */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [status, error, message]: [number, string, string] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'HEADERS_TOO_LARGE', 'The request address or headers are too large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'VALIDATION', 'The request took too long to arrive']
        : [400, 'VALIDATION', 'Malformed request'];
  const text = JSON.stringify({ error, message });
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
      `Connection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
}

function mapError(err: FastifyError & PgError): { status: number; body: ApiErrorBody } {
  if (err instanceof AppError) {
    return {
      status: err.status,
      body: { error: err.code, message: err.message, fieldErrors: err.fieldErrors },
    };
  }
  // A schema parsed in a handler or helper (a header, a query part) is bad input like the route's own schemas.
  if (err instanceof z.ZodError) {
    const fieldErrors = zodFieldErrors(err);
    return {
      status: 400,
      body: { error: 'VALIDATION', message: err.issues[0]?.message ?? 'Invalid request', fieldErrors },
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
    case '22001':
      return { status: 400, body: { error: 'VALIDATION', message: 'Invalid value' } };
    // NUL or an invalid byte sequence that got past the input check (22021), or a \u0000 in JSON (22P05).
    case '22021':
    case '22P05':
      return body('VALIDATION', 'Text contains characters that are not allowed');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return body('PAYLOAD_TOO_LARGE', 'Request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return body('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type: send application/json');
    default:
      break;
  }
  if (err.statusCode === 403 || err.statusCode === 404) {
    // Plugins' own refusals (e.g. a static directory request) keep their status.
    const error = err.statusCode === 403 ? 'FORBIDDEN' : 'NOT_FOUND';
    return { status: err.statusCode, body: { error, message: err.message } };
  }
  if (err.statusCode === 413) return body('PAYLOAD_TOO_LARGE', 'Request body is too large');
  if (err.statusCode === 415) return body('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type');
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    // Fastify's own client errors: malformed JSON, empty JSON body, …
    return { status: 400, body: { error: 'VALIDATION', message: err.message } };
  }
  return { status: 500, body: { error: 'INTERNAL', message: 'Internal server error' } };
}
