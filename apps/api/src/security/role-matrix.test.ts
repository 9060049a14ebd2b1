import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUILT_IN_ROLE_ACCESS,
  accessFromPermissionList,
  hasAccess,
  type AccessLevel,
  type AccessTable,
  type FeatureArea,
} from '@tradeworks/contracts/permissions';
import { TestContext, type TestTenant, type TestUser } from '../test/test-context';
import { pathValues, type IsolationRecords } from './isolation/fixture';
import { ISOLATION_FIXTURES, fixtureFor } from './isolation/registry';

/**
 * Permanent suite: the role matrix, generated from the route table × the role table (contracts/permissions,
 * documented in docs/user/README.md, "Organizations, roles and permissions"). Every tenant route is called as a
 * member, a manager and a custom role: allowed exactly where the table grants the access the route declares, else
 * 403.
 */
/** Routes that need a second access besides the declared one (their summaries say so). */
const ALSO_REQUIRES: Record<string, `${FeatureArea}:${AccessLevel}`> = {
  'POST /api/quotes/:id/convert-to-invoice': 'invoices:edit',
  'POST /api/quotes/:id/client-choice': 'quotes:edit',
};

const CUSTOM_PERMISSIONS = ['quotes', 'clients:view', 'invoices:view', 'payments', 'inventory:view'];

interface Caller {
  name: string;
  tenant: TestTenant;
  user: TestUser;
  access: AccessTable;
  records: Map<string, IsolationRecords>;
}

let t: TestContext;
const callers: Caller[] = [];

async function tenantWithRecords(name: string) {
  const tenant = await t.tenant({ name });
  const owner = await t.user({ tenant, role: 'owner' });
  const records = new Map<string, IsolationRecords>();
  for (const fixture of ISOLATION_FIXTURES) {
    records.set(fixture.area, await fixture.create({ t, tenant, owner, marker: `ROLE${callers.length}` }));
  }
  return { tenant, records };
}

beforeAll(async () => {
  t = await TestContext.create();
  for (const role of ['member', 'manager'] as const) {
    const { tenant, records } = await tenantWithRecords(`Roles ${role}`);
    const user = await t.user({ tenant, role });
    callers.push({ name: role, tenant, user, access: BUILT_IN_ROLE_ACCESS[role], records });
  }
  // A custom role (Admin Settings → Permissions) named like the membership's role replaces its table.
  const { tenant, records } = await tenantWithRecords('Roles custom');
  await t.db.platform((tx) =>
    tx.execute(sql`insert into permission_roles (tenant_id, id, role, permissions)
      values (${tenant.id}, gen_random_uuid(), 'member', ${sql.raw(`array[${CUSTOM_PERMISSIONS.map((p) => `'${p}'`).join(',')}]::text[]`)})`),
  );
  const user = await t.user({ tenant, role: 'member' });
  callers.push({
    name: 'custom',
    tenant,
    user,
    access: accessFromPermissionList(CUSTOM_PERMISSIONS),
    records,
  });
}, 120_000);
afterAll(() => t.close());

const fill = (url: string, params: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '01900000-0000-7000-8000-000000000000');

describe('role matrix (route table × role table)', () => {
  it('the role table is the documented one', () => {
    expect(BUILT_IN_ROLE_ACCESS.member).toMatchObject({
      clients: 'edit',
      quotes: 'edit',
      scheduling: 'edit',
      dispatching: 'edit',
      service_agreements: 'edit',
      invoices: 'view',
      payments: 'view',
      services: 'view',
      inventory: 'view',
      purchase_orders: 'view',
      settings: 'view',
    });
    expect(BUILT_IN_ROLE_ACCESS.member.admin).toBeUndefined();
    expect(BUILT_IN_ROLE_ACCESS.manager).toMatchObject({
      payments: 'edit',
      data_import: 'edit',
      settings: 'view',
    });
    expect(BUILT_IN_ROLE_ACCESS.manager.admin).toBeUndefined();
  });

  it.each(['member', 'manager', 'custom'])(
    'as %s: every route is allowed or 403 exactly as the table says',
    async (name) => {
      const caller = callers.find((c) => c.name === name)!;
      const wrong: string[] = [];
      // Reads first, then writes (a permitted DELETE may remove a record a later route uses; only 403 matters).
      const tenantRoutes = t.app.routeRegistry
        .filter((r) => /^[a-z_]+:(view|edit)$/.test(r.access))
        .sort((x, y) => Number(x.method === 'DELETE') - Number(y.method === 'DELETE'));
      for (const route of tenantRoutes) {
        const [area, level] = route.access.split(':') as [FeatureArea, AccessLevel];
        const extra = ALSO_REQUIRES[`${route.method} ${route.url}`]?.split(':') as
          | [FeatureArea, AccessLevel]
          | undefined;
        const allowed =
          hasAccess(caller.access, area, level) && (!extra || hasAccess(caller.access, ...extra));
        const fixture = fixtureFor(route.url);
        const url = fill(route.url, fixture ? pathValues(caller.records.get(fixture.area)) : {});
        const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
        const res = await t.request(caller.user, route.method, url, { tenant: caller.tenant, body });
        if (allowed && (res.statusCode === 403 || res.statusCode === 401))
          wrong.push(`${route.method} ${route.url} (${route.access}): ${res.statusCode}, expected allowed`);
        if (!allowed && (res.statusCode !== 403 || res.json().error !== 'FORBIDDEN'))
          wrong.push(`${route.method} ${route.url} (${route.access}): ${res.statusCode}, expected 403`);
        if (res.statusCode >= 500 && res.statusCode !== 503)
          wrong.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it('super-admin routes are 403 for every tenant role', async () => {
    const wrong: string[] = [];
    for (const route of t.app.routeRegistry.filter((r) => r.access === 'super_admin')) {
      for (const caller of callers) {
        const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
        const res = await t.request(caller.user, route.method, fill(route.url, {}), {
          tenant: caller.tenant,
          body,
        });
        if (res.statusCode !== 403)
          wrong.push(`${caller.name} ${route.method} ${route.url}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
