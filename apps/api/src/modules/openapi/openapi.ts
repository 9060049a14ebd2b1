import { z } from 'zod';
import type { RegisteredRoute } from '../../http/route';

type JsonSchema = Record<string, unknown>;

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  try {
    const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
    }) as JsonSchema;
    return rest;
  } catch {
    return {};
  }
}

function parameters(route: RegisteredRoute) {
  const out: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const json = toJsonSchema(schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, prop] of Object.entries(json.properties ?? {})) {
      out.push({
        name,
        in: where,
        required: where === 'path' || Boolean(json.required?.includes(name)),
        schema: prop,
      });
    }
  }
  out.push({
    name: 'tenant',
    in: 'query',
    required: false,
    schema: { type: 'string' },
    description: 'Active tenant slug',
  });
  return out;
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'VALIDATION — bad input (fieldErrors name the fields), malformed JSON or URL',
  401: 'UNAUTHORIZED — not signed in',
  403: "FORBIDDEN — no access to this area, another site's request, or an organization you are not in",
  404: "NOT_FOUND — no such record (also another organization's record)",
  409: 'CONFLICT — duplicate value or stale change',
  413: 'PAYLOAD_TOO_LARGE — body over the limit (1 MiB unless stated)',
  414: 'URI_TOO_LONG — a path parameter is over 100 characters',
  415: 'UNSUPPORTED_MEDIA_TYPE — send application/json',
  429: 'RATE_LIMITED — too many failed attempts; Retry-After gives the wait in seconds',
  431: 'HEADERS_TOO_LARGE — URL and headers over 16 KB',
  500: 'INTERNAL — a fault on our side (never for bad input)',
  503: 'UNAVAILABLE — a dependency is not configured or reachable, or the server is restarting',
};

/** Every error status a route can answer, all in the one error shape. */
function errorResponses(route: RegisteredRoute): Record<string, unknown> {
  const statuses = [400, 413, 414, 415, 431, 500, 503];
  if (route.access !== 'public') statuses.push(401, 403);
  if (route.url.includes(':') || route.access !== 'public') statuses.push(404);
  if (route.method !== 'GET') statuses.push(409, 403);
  if (/\/api\/(auth\/(login|invitation|set-password))$/.test(route.url)) statuses.push(429, 404);
  const content = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
  return Object.fromEntries(
    [...new Set(statuses)]
      .sort()
      .map((status) => [status, { description: ERROR_DESCRIPTIONS[status], content }]),
  );
}

/** The OpenAPI 3.1 document, generated from the same zod schemas the routes validate with. */
export function buildOpenApiDocument(routes: RegisteredRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const responses: Record<string, unknown> = {
      [route.status]:
        route.status === 204
          ? { description: 'No content' }
          : {
              description: 'Success',
              content: route.response
                ? { 'application/json': { schema: toJsonSchema(route.response, 'output') } }
                : undefined,
            },
      ...errorResponses(route),
    };
    (paths[path] ??= {})[route.method.toLowerCase()] = {
      summary: route.summary,
      tags: route.tags,
      'x-access': route.access,
      parameters: parameters(route),
      requestBody: route.body
        ? { required: true, content: { 'application/json': { schema: toJsonSchema(route.body, 'input') } } }
        : undefined,
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Tradeworks API', version: '1.0.0' },
    paths,
    components: {
      schemas: {
        Error: {
          type: 'object',
          required: ['error', 'message'],
          properties: {
            error: { type: 'string' },
            message: { type: 'string' },
            fieldErrors: { type: 'object', additionalProperties: { type: 'string' } },
          },
          additionalProperties: false,
        },
      },
    },
  };
}
