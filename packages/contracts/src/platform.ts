import { z } from 'zod';

/** GET /api/health — the server and its database (503 with status 'error' when the database is unreachable). */
export const healthSchema = z.object({
  /** 'ok', or 'error' when the database is unreachable */
  status: z.string(),
  database: z.object({
    /** 'ok' or 'unreachable' */
    status: z.string(),
    engine: z.enum(['pglite', 'postgres']),
    responseTimeMs: z.number().optional(),
  }),
});

/** GET /api/health/live — this process answers. */
export const livenessSchema = z.object({ status: z.string(), pid: z.number() });

/** GET /api/health/ready — ready to serve (503 with the phase while starting, migrating or draining). */
export const readinessSchema = z.object({ status: z.string() });

/** GET /api/openapi.json — an OpenAPI 3.1 document. */
export const openApiDocumentSchema = z.object({ openapi: z.string() }).catchall(z.unknown());
