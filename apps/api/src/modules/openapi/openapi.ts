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
      default: {
        description: 'Error',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
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
        },
      },
    },
  };
}
