import type { RegisteredRoute } from '../../http/route';

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'VALIDATION — bad input (fieldErrors name the fields), malformed JSON or URL',
  401: 'UNAUTHORIZED — not signed in, or an unknown, revoked or expired API key',
  403: "FORBIDDEN — no access to this area, another site's request, or an organization you are not in",
  404: "NOT_FOUND — no such record (also another organization's record)",
  409: 'CONFLICT — duplicate value or a change the record’s state does not allow',
  413: 'PAYLOAD_TOO_LARGE — body over the limit (1 MiB unless stated)',
  414: 'URI_TOO_LONG — a path parameter is over 100 characters',
  415: 'UNSUPPORTED_MEDIA_TYPE — send application/json',
  429: 'RATE_LIMITED — too many failed attempts, or an API key over its requests a minute; Retry-After gives the wait in seconds',
  431: 'HEADERS_TOO_LARGE — URL and headers over 16 KB',
  500: 'INTERNAL — a fault on our side (never for bad input)',
  503: 'UNAVAILABLE — a dependency is not configured or reachable, or the server is starting or restarting',
};

/** Every error status a route can answer, all in the one error shape. */
export function errorResponses(route: RegisteredRoute): Record<string, unknown> {
  const statuses = [400, 413, 414, 415, 431, 500, 503];
  if (route.access !== 'public') statuses.push(401, 403);
  if (route.url.includes(':') || route.access !== 'public') statuses.push(404);
  if (route.method !== 'GET') statuses.push(409, 403);
  // API keys are rate-limited on every route of an organization's areas.
  if (/^[a-z_]+:(view|edit)$/.test(route.access)) statuses.push(429);
  if (/\/api\/(auth\/(login|invitation|set-password))$/.test(route.url)) statuses.push(429, 404);
  const content = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
  return Object.fromEntries(
    [...new Set(statuses)]
      .sort()
      .map((status) => [String(status), { description: ERROR_DESCRIPTIONS[status], content }]),
  );
}
