import type { FastifyInstance } from 'fastify';
import { openApiDocumentSchema } from '@tradeworks/contracts/platform';
import { defineRoute } from '../../http/route';
import { publicBaseUrl } from '../../http/client-info';
import { buildOpenApiDocument } from './openapi';

export function registerOpenApiRoutes(app: FastifyInstance): void {
  let cached: ReturnType<typeof buildOpenApiDocument> | undefined;
  defineRoute(app, {
    method: 'GET',
    url: '/api/openapi.json',
    access: 'public',
    summary: 'OpenAPI document generated from the route schemas',
    tags: ['platform'],
    response: openApiDocumentSchema,
    handler: ({ req }) =>
      (cached ??= buildOpenApiDocument(app.routeRegistry, { serverUrl: publicBaseUrl(req) })),
  });
}
