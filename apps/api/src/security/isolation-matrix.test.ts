import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../http/route';
import { StripeStandIn } from '../test/stripe-stand-in';
import { TestContext, type TestTenant, type TestUser } from '../test/test-context';
import { fixtureFileFor, pathValues, type IsolationRecords } from './isolation/fixture';
import { createFixtureRecordsBeforeAll } from './isolation/fixture-hooks';
import { ISOLATION_FIXTURES, fixtureFor } from './isolation/registry';
import { routeKey, routeTable } from './route-table';

/**
 * Permanent suite: tenant isolation, generated from the route table (app.routeRegistry), so a route is
 * covered the day it is added. Per-area fixtures (isolation/fixture.ts) create the same records in two
 * tenants; tenant A's owner then tries every route with tenant B's ids and with ?tenant=B.
 */
interface Side {
  tenant: TestTenant;
  owner: TestUser;
  marker: string;
  records: Map<string, IsolationRecords>;
}

let t: TestContext;
let stripe: StripeStandIn;
let a: Side;
let b: Side;
const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_API_BASE'] as const;

const isTenantRoute = (r: RegisteredRoute) => /^[a-z_]+:(view|edit)$/.test(r.access);
const paramNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);
const fill = (url: string, values: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '01900000-0000-7000-8000-000000000000');

/** A tenant with its owner; its records are created by one set-up hook per area (see below). */
async function side(letter: string): Promise<Side> {
  const marker = `ISO${letter}${randomBytes(3).toString('hex')}`;
  const tenant = await t.tenant({ name: `${marker} Heating` });
  const owner = await t.user({ tenant, role: 'owner', firstName: marker });
  return { tenant, owner, marker, records: new Map<string, IsolationRecords>() };
}

/** Everything of B's that must never show up in A's answers: its marker and its record ids. */
function leaksOf(body: string, other: Side): string[] {
  const secrets = [other.marker, other.marker.toLowerCase(), other.tenant.id, other.tenant.slug];
  for (const rec of other.records.values())
    secrets.push(...Object.values(rec.params), ...Object.values(rec.ids ?? {}));
  return secrets.filter((s) => body.includes(s));
}

const ROUTES = (await routeTable()).filter(isTenantRoute);
const routes = () => ROUTES;
/** The route's path parameters that name a tenant's record (not a fixture's non-record `values`). */
const recordParams = (r: RegisteredRoute) => {
  const fixture = fixtureFor(r.url);
  const values = fixture ? (a.records.get(fixture.area)?.values ?? {}) : {};
  return fixture ? paramNames(r.url).filter((p) => !(p in values)) : [];
};
const key = routeKey;

const aRecords = new Map<string, IsolationRecords>();
const bRecords = new Map<string, IsolationRecords>();
beforeAll(async () => {
  stripe = await StripeStandIn.start();
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
    STRIPE_API_BASE: stripe.url,
  });
  t = await TestContext.create();
  a = { ...(await side('a')), records: aRecords };
  b = { ...(await side('b')), records: bRecords };
});
createFixtureRecordsBeforeAll(() => ({ t, tenant: a.tenant, owner: a.owner, marker: a.marker }), aRecords);
createFixtureRecordsBeforeAll(() => ({ t, tenant: b.tenant, owner: b.owner, marker: b.marker }), bRecords);
afterAll(async () => {
  for (const k of STRIPE_KEYS) delete process.env[k];
  await t.close();
  await stripe.close();
});

describe('isolation matrix (generated from the route table)', () => {
  it('every tenant route with a path parameter has an isolation fixture', () => {
    const missing = routes()
      .filter((r) => paramNames(r.url).length && !fixtureFor(r.url))
      .map((r) => `${key(r)}: add ${fixtureFileFor(r.url)} (see docs/development/testing.md)`);
    expect(missing).toEqual([]);
    const noValue = routes()
      .filter((r) => fixtureFor(r.url))
      .flatMap((r) => {
        const fixture = fixtureFor(r.url)!;
        const params = pathValues(a.records.get(fixture.area));
        return paramNames(r.url)
          .filter((p) => !params[p])
          .map((p) => `${key(r)}: ${fixture.file} gives no value for :${p}`);
      });
    expect(noValue).toEqual([]);
  });

  it('checks exactly the running app’s tenant routes', () => {
    expect(ROUTES.map(key)).toEqual(t.app.routeRegistry.filter(isTenantRoute).map(key));
  });

  describe("another tenant's ids answer 404 on every method, change nothing and leak nothing", () => {
    let before: Record<string, string>;
    beforeAll(async () => {
      before = await snapshotOf(b);
    });
    // One test per area: which of its routes take record ids is known once its fixture gave its values.
    for (const fixture of ISOLATION_FIXTURES) {
      it(`${fixture.area} (${fixture.prefixes.join(', ')})`, async () => {
        const failures: string[] = [];
        const own = a.records.get(fixture.area)!;
        const foreign = b.records.get(fixture.area)!;
        for (const route of ROUTES.filter((r) => fixtureFor(r.url) === fixture && recordParams(r).length)) {
          const names = recordParams(route);
          // All of B's ids; and, for nested routes, A's parent with B's child.
          const variants = [pathValues(foreign)];
          if (names.length > 1) variants.push({ ...pathValues(foreign), [names[0]]: own.params[names[0]] });
          for (const params of variants) {
            const url = fill(route.url, params);
            const body =
              route.method === 'GET' || route.method === 'DELETE'
                ? undefined
                : (fixture.bodies?.[key(route)]?.(own) ?? {});
            const res = await t.request(a.owner, route.method, url, { tenant: a.tenant, body });
            if (res.statusCode !== 404)
              failures.push(`${route.method} ${url}: ${res.statusCode} ${res.body.slice(0, 160)}`);
            else if (res.json().error !== 'NOT_FOUND')
              failures.push(`${route.method} ${url}: 404 without the error shape`);
            const leaks = leaksOf(res.body, b);
            if (leaks.length) failures.push(`${route.method} ${url}: leaks ${leaks.join(', ')}`);
          }
        }
        expect(failures).toEqual([]);
      });
    }
    it("B's records are unchanged", async () => {
      expect(await snapshotOf(b)).toEqual(before);
    });
  });

  describe('?tenant= of an organization the caller does not belong to answers 403/404 and leaks nothing', () => {
    for (const route of ROUTES) {
      it(key(route), async () => {
        const failures: string[] = [];
        const fixture = fixtureFor(route.url);
        const params = fixture ? pathValues(b.records.get(fixture.area)) : {};
        const url = fill(route.url, params);
        const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
        const res = await t.request(a.owner, route.method, url, { tenant: b.tenant, body });
        if (res.statusCode !== 403 && res.statusCode !== 404)
          failures.push(`${route.method} ${url}?tenant=B: ${res.statusCode} ${res.body.slice(0, 160)}`);
        const leaks = leaksOf(res.body, b);
        if (leaks.length) failures.push(`${route.method} ${url}?tenant=B: leaks ${leaks.join(', ')}`);
        expect(failures).toEqual([]);
      });
    }
  });

  it("body fields that reference another tenant's records are refused", async () => {
    const failures: string[] = [];
    let attempts = 0;
    for (const fixture of ISOLATION_FIXTURES) {
      const own = a.records.get(fixture.area)!;
      const foreign = b.records.get(fixture.area)!;
      for (const attempt of fixture.references?.(own, foreign) ?? []) {
        attempts++;
        const res = await t.request(a.owner, attempt.method, attempt.url, {
          tenant: a.tenant,
          body: attempt.body,
        });
        const label = `${attempt.method} ${attempt.url} ${JSON.stringify(attempt.body).slice(0, 120)}`;
        if (res.statusCode < 400 || res.statusCode >= 500)
          failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        const leaks = leaksOf(res.body, b);
        if (leaks.length) failures.push(`${label}: leaks ${leaks.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
    expect(attempts).toBeGreaterThan(5);
  });
});

/** B's records as B sees them through every parameterised GET (PDFs excepted: they carry a timestamp). */
async function snapshotOf(side: Side): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const route of routes().filter(
    (r) => r.method === 'GET' && paramNames(r.url).length && !/[/.]pdf$/.test(r.url),
  )) {
    const fixture = fixtureFor(route.url);
    if (!fixture) continue;
    const url = fill(route.url, pathValues(side.records.get(fixture.area)));
    const res = await t.request(side.owner, 'GET', url, { tenant: side.tenant });
    out[url] = `${res.statusCode} ${res.body}`;
  }
  return out;
}
