import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client';
import { AppError, forbidden, unauthorized } from './app-error';
import type { RouteAccess } from './route-access';
import type { RequestAuth } from './request-auth';
import { sessionRoute } from './session-reuse';
import { resolvePortalAccess, type PortalAccess } from './portal-auth';
import { zodFieldErrors } from './zod-errors';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The active tenant of a request with the database, as taken by service functions. */
export interface TenantContext {
  db: Database;
  tenantId: string;
  userId: string | null;
}

export interface RouteContext<Q, B, P> {
  req: FastifyRequest;
  reply: FastifyReply;
  db: Database;
  query: Q;
  body: B;
  params: P;
  /** null on public routes when nobody is signed in */
  auth: RequestAuth | null;
  /** The signed-in user's auth; throws 401 when signed out. */
  readonly session: RequestAuth;
  /** The active tenant; throws 403 when the request has none. */
  readonly tenant: TenantContext;
  /** The client's portal session ('portal' routes only; throws 401 elsewhere). */
  readonly portal: PortalAccess;
}

export interface RouteDefinition<Q, B, P, R = unknown> {
  method: Method;
  url: string;
  access: RouteAccess;
  /** One line: what the route does (the OpenAPI operation's summary). */
  summary: string;
  /**
   * The rules a caller needs beyond the schemas (the OpenAPI operation's description, Markdown): defaults,
   * side effects, refusals and their statuses, related routes.
   */
  description?: string;
  tags?: string[];
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  params?: z.ZodType<P>;
  /**
   * A body also sent as multipart/form-data with files (OpenAPI documents both): the form's fields as JSON,
   * and the file fields. `body` then parses what the upload parser made of either.
   */
  upload?: RouteUpload;
  /** The success body: documented in OpenAPI, and the handler's return type must match it. */
  response?: z.ZodType<R>;
  /** Content type of a success that is a file rather than JSON. */
  produces?: 'application/pdf' | 'text/csv' | 'text/calendar' | 'application/zip' | 'image/*';
  /** Success status; 204 sends no body. */
  status?: number;
  /** Raw body size limit in bytes (default Fastify's 1 MiB). */
  bodyLimit?: number;
  /** Server-to-server callbacks (signed webhooks) that other sites post to: exempt from the same-origin guard. */
  crossSite?: boolean;
  /** Returns the success body, or the reply when it sent one itself (a redirect, a 503). */
  handler: (
    ctx: RouteContext<Q, B, P>,
  ) => Returned<NoInfer<R>> | FastifyReply | Promise<Returned<NoInfer<R>> | FastifyReply>;
}

/**
 * What a handler may return for a declared response: the same shape, where a Date stands for the ISO
 * string that JSON serialisation makes of it.
 */
export type Returned<T> = T extends string
  ? T | Date
  : T extends readonly (infer U)[]
    ? Returned<U>[]
    : T extends object
      ? { [K in keyof T]: Returned<T[K]> }
      : T;

export interface RouteUpload {
  fields: z.ZodType;
  files: Record<string, { maxItems: number; description: string }>;
}

export interface RegisteredRoute {
  method: Method;
  url: string;
  access: RouteAccess;
  summary: string;
  description?: string;
  tags: string[];
  query?: z.ZodType;
  body?: z.ZodType;
  params?: z.ZodType;
  upload?: RouteUpload;
  response?: z.ZodType;
  produces?: RouteDefinition<unknown, unknown, unknown>['produces'];
  status: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    routeRegistry: RegisteredRoute[];
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    crossSite?: boolean;
  }
}

export function defineRoute<Q = undefined, B = undefined, P = undefined, R = unknown>(
  app: FastifyInstance,
  def: RouteDefinition<Q, B, P, R>,
): void {
  const status = def.status ?? (def.method === 'POST' ? 201 : 200);
  // Tests check each answer against its declared schema, so drift between handler and schema fails a test.
  const checkResponse = app.env.NODE_ENV === 'test' && def.response ? def.response : undefined;
  app.routeRegistry.push({ ...def, tags: def.tags ?? [], status } as RegisteredRoute);
  app.route({
    method: def.method,
    url: def.url,
    bodyLimit: def.bodyLimit,
    config: { access: def.access, crossSite: def.crossSite === true && def.access === 'public' },
    // auth → access: a portal route's caller is the client's portal cookie (never a staff session); any
    // other's is the staff session, reused from memory on reads and proven (session-reuse.ts).
    ...(def.access === 'portal'
      ? {
          handler: async (req: FastifyRequest, reply: FastifyReply) =>
            serve(req, reply, { db: app.db, auth: null, portal: await resolvePortalAccess(app.db, req) }),
        }
      : sessionRoute(app.db, def.access, (req, reply, auth, db) =>
          serve(req, reply, { db, auth, portal: null }),
        )),
  });

  /** parse → handler → answer, for a caller allowed to call the route. */
  async function serve(req: FastifyRequest, reply: FastifyReply, caller: Caller) {
    const params = parse(def.params, req.params, 'params');
    const query = parse(def.query, req.query, 'query');
    const body = parse(def.body, req.body, 'body');
    const result = await def.handler(routeContext(req, reply, caller, { params, query, body }));
    if (reply.sent) return reply;
    reply.code(status);
    if (status === 204) return reply.send();
    if (checkResponse) assertMatchesSchema(checkResponse, result, `${def.method} ${def.url}`);
    return result;
  }
}

/** Who calls a route: a staff session (or nobody, on public routes) or a client's portal session. */
interface Caller {
  /** The database as the request sees it (a reused session's proof travels with its transactions). */
  db: Database;
  auth: RequestAuth | null;
  portal: PortalAccess | null;
}

function routeContext<Q, B, P>(
  req: FastifyRequest,
  reply: FastifyReply,
  { db, auth, portal }: Caller,
  input: { params: P; query: Q; body: B },
): RouteContext<Q, B, P> {
  return {
    req,
    reply,
    db,
    ...input,
    auth,
    get session() {
      if (!auth) throw unauthorized();
      return auth;
    },
    get tenant() {
      if (!auth) throw unauthorized();
      if (!auth.tenant) throw forbidden(auth.tenantDenied ?? 'No organization selected');
      return { db, tenantId: auth.tenant.id, userId: auth.user.id };
    },
    get portal() {
      if (!portal) throw unauthorized();
      return portal;
    },
  };
}

/**
 * Test mode only: the answer, as JSON, parses against the declared schema and has no field the schema
 * leaves out (an undocumented field would be missing from the OpenAPI document and the web's types).
 */
export function assertMatchesSchema(schema: z.ZodType, result: unknown, route: string): void {
  const json: unknown = result === undefined ? undefined : JSON.parse(JSON.stringify(result));
  const parsed = schema.safeParse(json);
  const problems = parsed.success
    ? undocumentedFields(json, parsed.data, '')
    : parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  if (problems.length > 0) {
    throw new Error(
      `${route} answered a body that does not match its response schema: ${problems.join('; ')}`,
    );
  }
}

function undocumentedFields(json: unknown, parsed: unknown, at: string): string[] {
  if (Array.isArray(json) && Array.isArray(parsed)) {
    return json.flatMap((item, i) => undocumentedFields(item, parsed[i], `${at}[${i}]`)).slice(0, 5);
  }
  if (json && parsed && typeof json === 'object' && typeof parsed === 'object') {
    return Object.keys(json).flatMap((key) =>
      key in parsed
        ? undocumentedFields(
            (json as Record<string, unknown>)[key],
            (parsed as Record<string, unknown>)[key],
            `${at}.${key}`,
          )
        : [`${at}.${key}: not in the schema`],
    );
  }
  return [];
}

function parse<T>(schema: z.ZodType<T> | undefined, value: unknown, where: 'params' | 'query' | 'body'): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(where === 'body' && value === undefined ? {} : value);
  if (result.success) return result.data;
  // A malformed id in the path is a record that does not exist.
  if (where === 'params') throw new AppError('NOT_FOUND', 'Record not found');
  const fieldErrors = zodFieldErrors(result.error);
  const first = result.error.issues[0];
  throw new AppError('VALIDATION', first?.message ?? 'Invalid request', fieldErrors);
}
