import { z } from 'zod';
import type { RegisteredRoute } from '../../http/route';
import { PORTAL_COOKIE } from '../../http/portal-auth';
import { SESSION_COOKIE } from '../../platform/auth/session-cookie';
import { errorResponses } from './openapi-errors';
import { operationIdOf, tagOf, TAG_DESCRIPTIONS } from './openapi-names';

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
  if (route.access !== 'public' && route.access !== 'super_admin')
    out.push({ $ref: '#/components/parameters/tenant' });
  return out;
}

function successResponse(route: RegisteredRoute) {
  if (route.status === 204) return { description: 'No content' };
  if (route.produces) {
    return {
      description: 'The document',
      content: { [route.produces]: { schema: { type: 'string', format: 'binary' } } },
    };
  }
  if (route.status >= 300 && route.status < 400) return { description: 'Redirect' };
  return {
    description: 'Success',
    content: route.response
      ? { 'application/json': { schema: toJsonSchema(route.response, 'output') } }
      : undefined,
  };
}

/** JSON, or for an upload the same fields as JSON or as a multipart form with its file fields. */
function requestBody(route: RegisteredRoute) {
  if (route.upload) {
    const fields = toJsonSchema(route.upload.fields, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    const files = Object.fromEntries(
      Object.entries(route.upload.files).map(([name, file]) => [
        name,
        {
          type: 'array',
          maxItems: file.maxItems,
          description: file.description,
          items: { type: 'string', format: 'binary' },
        },
      ]),
    );
    return {
      required: true,
      content: {
        'application/json': { schema: fields },
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { ...fields.properties, ...files },
            ...(fields.required ? { required: fields.required } : {}),
          },
        },
      },
    };
  }
  if (!route.body) return undefined;
  return { required: true, content: { 'application/json': { schema: toJsonSchema(route.body, 'input') } } };
}

/**
 * Who may call an operation: public routes need nothing; routes of an organization's areas take the session
 * cookie or an API key; the customer portal's take its own cookie; account and super-admin routes take the
 * session only.
 */
function securityOf(route: RegisteredRoute) {
  if (route.access === 'public') return { security: [] };
  if (route.access === 'portal') return { security: [{ portalCookie: [] }] };
  if (/^[a-z_]+:(view|edit)$/.test(route.access))
    return { security: [{ sessionCookie: [] }, { apiKey: [] }] };
  return {};
}

export interface OpenApiOptions {
  /** The base URL clients reach the API at (PUBLIC_URL, else the address the request came to). */
  serverUrl: string;
}

/** The OpenAPI 3.1 document, generated from the same zod schemas the routes validate with. */
export function buildOpenApiDocument(routes: RegisteredRoute[], options: OpenApiOptions) {
  const paths: Record<string, Record<string, unknown>> = {};
  const usedIds = new Set<string>();
  const tags = new Set<string>();
  for (const route of routes) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const tag = route.tags[0] ?? tagOf(route.url);
    const routeTags = route.tags.length > 0 ? route.tags : [tag];
    routeTags.forEach((t) => tags.add(t));
    (paths[path] ??= {})[route.method.toLowerCase()] = {
      operationId: operationIdOf(route, usedIds),
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: routeTags,
      'x-access': route.access,
      ...securityOf(route),
      parameters: parameters(route),
      requestBody: requestBody(route),
      responses: { [route.status]: successResponse(route), ...errorResponses(route) },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tradeworks API',
      version: '1.0.0',
      description:
        'The API of the Tradeworks web app. Every route answers errors as {error, message, fieldErrors}. ' +
        'Tenant routes act in the organization named by ?tenant=<slug> (else the default membership).',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Tradeworks' },
    },
    servers: [{ url: options.serverUrl }],
    security: [{ sessionCookie: [] }],
    tags: [...tags]
      .sort()
      .map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? `The ${name} area.` })),
    paths,
    components: {
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The session cookie set by POST /api/auth/login (or the OIDC callback).',
        },
        portalCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: PORTAL_COOKIE,
          description:
            "A client's customer-portal session (set by the portal's sign-in link), for the portal's routes only.",
        },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'twk_…',
          description:
            'An API key (Settings → Integrations → API keys; POST /api/admin/api-keys) sent as ' +
            "`Authorization: Bearer <key>`. It acts in its own organization, on the routes whose `x-access` area its scopes grant (edit includes view), within its creator's access; never on account (`authenticated`) or super-admin routes. Over API_KEY_RATE_LIMIT_PER_MINUTE requests a minute: 429 with Retry-After.",
        },
      },
      parameters: {
        tenant: {
          name: 'tenant',
          in: 'query',
          required: false,
          schema: { type: 'string' },
          description: 'Active organization slug',
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['error', 'message'],
          properties: {
            error: { type: 'string', description: 'Machine code, e.g. VALIDATION, NOT_FOUND' },
            message: { type: 'string', description: 'Human-readable text, shown to the user' },
            fieldErrors: {
              type: 'object',
              additionalProperties: { type: 'string' },
              description: 'Per-field messages of a 400',
            },
          },
          additionalProperties: false,
        },
      },
    },
  };
}
