import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../http/route';
import { StripeStandIn } from '../test/stripe-stand-in';
import { TestContext, type TestTenant, type TestUser } from '../test/test-context';
import { pathValues, type IsolationRecords } from './isolation/fixture';
import { createFixtureRecordsBeforeAll } from './isolation/fixture-hooks';
import { ISOLATION_FIXTURES, fixtureFor } from './isolation/registry';
import { routeKey, routeTable } from './route-table';

/**
 * Permanent suite: property-based input fuzz generated from each route's zod schemas (fast-check, seeded,
 * a fixed number of runs per route). Every body and query field — nested ones too — gets malformed and
 * boundary values (NUL, 1 MB strings, NaN, 1e309, negatives, 3-decimal money, wrong types, __proto__); every
 * path id gets hostile ids. The answer is never a 5xx, and every error has the shape {error, message,
 * fieldErrors?}. One test per route, each with its own time budget, so a slow machine takes longer but runs
 * every case.
 */
const SEED = 20261123;
const RUNS_PER_ROUTE = 16;
const QUERY_RUNS_PER_ROUTE = 6;
/** One route's cases: at most 16 requests, some with a 1 MB body. */
const ROUTE_BUDGET_MS = 30_000;

/** Raw JSON fragments, so values JSON.stringify cannot write (1e309, NaN, __proto__ keys) are sent too. */
const BAD_JSON_VALUES = [
  '"\\u0000"',
  '"a\\u0000b"',
  `"${'x'.repeat(1024 * 1024 - 64)}"`,
  'NaN',
  '1e309',
  '-1e309',
  '-1',
  '-0.01',
  '"10.005"',
  '10.005',
  '1e21',
  '"1e3"',
  '9007199254740993',
  'true',
  'null',
  '[]',
  '[[[[[]]]]]',
  '{}',
  '{"__proto__":{"isSuperAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '"__proto__"',
  '"<script>alert(1)</script>"',
  '"\\ud800"',
  '""',
  '"   "',
  '"2026-02-30"',
  '"01900000-0000-7000-8000-000000000000"',
];
const BAD_QUERY_VALUES = [
  '\u0000',
  'NaN',
  '1e309',
  '-1',
  '10.005',
  'x'.repeat(4000),
  '__proto__',
  '[]',
  '',
  '%',
  '\ud800',
];
const BAD_IDS = ['%00', 'NaN', '1e309', '__proto__', '..%2F..%2Fetc%2Fpasswd', '%E0%A4%A', 'a'.repeat(150)];

type Json = Record<string, unknown>;

/** Field paths of a schema ("purchaseOrder.supplier", "lineItems.0.rate"), from its JSON Schema. */
function fieldPaths(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  let json: Json;
  try {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  } catch {
    return [];
  }
  const out: string[] = [];
  const walk = (node: Json | undefined, prefix: string, depth: number) => {
    if (!node || depth > 3) return;
    const props = node.properties as Record<string, Json> | undefined;
    for (const [name, child] of Object.entries(props ?? {})) {
      const path = prefix ? `${prefix}.${name}` : name;
      out.push(path);
      walk(child, path, depth + 1);
      const items = (child.items ?? (child.anyOf as Json[] | undefined)?.find((o) => o.items)?.items) as
        | Json
        | undefined;
      if (items) walk(items, `${path}.0`, depth + 1);
    }
  };
  walk(json, '', 0);
  return out;
}

/** A JSON text of `base` with the value at `path` replaced by the raw fragment `raw`. */
function bodyWith(base: unknown, path: string, raw: string): string {
  const marker = `__FUZZ_${Math.random().toString(36).slice(2)}__`;
  const copy = JSON.parse(JSON.stringify(base ?? {})) as Json;
  const keys = path.split('.');
  let node: Json = copy;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) node[key] = marker;
    else {
      const next = keys[i + 1];
      if (typeof node[key] !== 'object' || node[key] === null) node[key] = /^\d+$/.test(next) ? [] : {};
      node = node[key] as Json;
    }
  });
  return JSON.stringify(copy).replace(`"${marker}"`, raw);
}

function assertShape(
  route: string,
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
) {
  expect(res.statusCode, `${route} → ${res.statusCode} ${res.body.slice(0, 200)}`).toBeLessThan(500);
  if (res.statusCode < 400) return;
  const body = JSON.parse(res.body) as Json;
  expect(typeof body.error, route).toBe('string');
  expect(typeof body.message, route).toBe('string');
  if (body.fieldErrors !== undefined) expect(typeof body.fieldErrors, route).toBe('object');
  expect(
    Object.keys(body).every((k) => ['error', 'message', 'fieldErrors'].includes(k)),
    route,
  ).toBe(true);
}

let t: TestContext;
let stripe: StripeStandIn;
let tenant: TestTenant;
let owner: TestUser;
const records = new Map<string, IsolationRecords>();
const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_API_BASE'] as const;

beforeAll(async () => {
  stripe = await StripeStandIn.start();
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test',
    STRIPE_API_BASE: stripe.url,
  });
  t = await TestContext.create();
  tenant = await t.tenant();
  owner = await t.user({ tenant, role: 'owner', superAdmin: true });
});
createFixtureRecordsBeforeAll(() => ({ t, tenant, owner, marker: 'FUZZ' }), records);
afterAll(async () => {
  for (const k of STRIPE_KEYS) delete process.env[k];
  await t.close();
  await stripe.close();
});

const fill = (route: RegisteredRoute) => {
  const fixture = fixtureFor(route.url);
  const params = fixture ? pathValues(records.get(fixture.area)) : {};
  return route.url.replace(
    /:(\w+)/g,
    (_, name: string) => params[name] ?? '01900000-0000-7000-8000-000000000000',
  );
};
// Sign-in, set-up and logout would change the session the fuzz runs with; they are fuzzed signed out.
const SIGNED_OUT = new Set(['/api/auth/login', '/api/setup', '/api/auth/set-password', '/api/logout']);
const caller = (route: RegisteredRoute) => (SIGNED_OUT.has(route.url) ? {} : { cookie: owner.cookie });
const ROUTES = (await routeTable()).filter((r) => r.url !== '/api/callback');

describe('input fuzz (generated from the zod schemas)', () => {
  it('fuzzes exactly the running app’s routes', () => {
    const running = t.app.routeRegistry.filter((r) => r.url !== '/api/callback').map(routeKey);
    expect(ROUTES.map(routeKey)).toEqual(running);
  });

  describe('bodies: every field with malformed and boundary values → never 5xx, always the error shape', () => {
    let requests = 0;
    for (const route of ROUTES.filter((r) => r.body)) {
      it(
        routeKey(route),
        async () => {
          const paths = fieldPaths(route.body);
          if (!paths.length) paths.push('x');
          const base =
            ISOLATION_FIXTURES.flatMap((f) =>
              f.bodies?.[routeKey(route)] ? [f.bodies[routeKey(route)](records.get(f.area)!)] : [],
            )[0] ?? {};
          await fc.assert(
            fc.asyncProperty(
              fc.constantFrom(...paths),
              fc.constantFrom(...BAD_JSON_VALUES),
              async (path, raw) => {
                requests++;
                const res = await t.app.inject({
                  method: route.method,
                  url: `${fill(route)}?tenant=${tenant.slug}`,
                  headers: { ...caller(route), 'content-type': 'application/json' },
                  payload: bodyWith(base, path, raw),
                });
                assertShape(`${routeKey(route)} ${path}=${raw.slice(0, 40)}`, res);
              },
            ),
            { seed: SEED, numRuns: RUNS_PER_ROUTE },
          );
        },
        ROUTE_BUDGET_MS,
      );
    }
    it('sent every run of every body route', () => {
      expect(requests).toBe(ROUTES.filter((r) => r.body).length * RUNS_PER_ROUTE);
      expect(requests).toBeGreaterThan(100);
    });
  });

  describe('queries: every query field (and ?tenant=) with hostile values → never 5xx, always the error shape', () => {
    for (const route of ROUTES.filter((r) => r.method === 'GET')) {
      it(
        routeKey(route),
        async () => {
          const names = [...fieldPaths(route.query).filter((p) => !p.includes('.')), 'tenant'];
          await fc.assert(
            fc.asyncProperty(
              fc.constantFrom(...names),
              fc.constantFrom(...BAD_QUERY_VALUES),
              fc.boolean(),
              async (name, value, twice) => {
                const query = new URLSearchParams(name === 'tenant' ? {} : { tenant: tenant.slug });
                query.append(name, value);
                if (twice) query.append(name, value);
                const res = await t.app.inject({
                  method: 'GET',
                  url: `${fill(route)}?${query}`,
                  headers: caller(route),
                });
                assertShape(`GET ${route.url}?${name}=${value.slice(0, 20)}`, res);
              },
            ),
            { seed: SEED, numRuns: QUERY_RUNS_PER_ROUTE },
          );
        },
        ROUTE_BUDGET_MS,
      );
    }
  });

  describe('path ids: hostile ids on every route with a parameter → never 5xx, always the error shape', () => {
    for (const route of ROUTES.filter((r) => r.url.includes(':'))) {
      it(
        routeKey(route),
        async () => {
          for (const id of BAD_IDS) {
            const url = route.url.replace(/:(\w+)/g, id);
            const res = await t.app.inject({
              method: route.method,
              url: `${url}?tenant=${tenant.slug}`,
              headers: {
                ...caller(route),
                ...(route.method === 'GET' || route.method === 'DELETE'
                  ? {}
                  : { 'content-type': 'application/json' }),
              },
              ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{}' }),
            });
            assertShape(`${route.method} ${url}`, res);
          }
        },
        ROUTE_BUDGET_MS,
      );
    }
  });
});
