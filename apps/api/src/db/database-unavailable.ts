/**
 * Whether an error means the database is away (stopped, restarting, failing over, unreachable), rather than
 * that the statement was wrong: the request is answered 503 and may be retried; the server itself stays up
 * and the pool connects again once the database is back.
 *
 * - SQLSTATE class 08 (connection exception), 57P01–57P03 (shut down by an administrator, crashed, starting
 *   or stopping: "the database system is shutting down"), 53300 (too many connections).
 * - The socket's own errors while connecting or talking (refused, reset, timed out, host unreachable).
 * - node-postgres's messages for a connection that ended or could not be made in time (they carry no code).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error ("Failed query: …") with the original as its cause.
  for (let e = error as ErrorLike | undefined, depth = 0; e && depth < 4; e = e.cause as ErrorLike, depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (code.startsWith('08') && code.length === 5) return true;
    if (UNAVAILABLE_SQLSTATES.has(code) || SOCKET_CODES.has(code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (DRIVER_MESSAGES.some((m) => message.startsWith(m))) return true;
    // An AggregateError (a host with several addresses, every one refused) lists its attempts.
    const errors = (e as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}
