import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_AREAS, type FeatureArea } from '@tradeworks/contracts/permissions';
import { memberships, permissionRoles } from '../db/schema';
import { TestContext, type TestTenant, type TestUser } from '../test/test-context';
import { and, eq } from 'drizzle-orm';

/**
 * Custom roles go through the one access mechanism: for every tenant-area route in the registry, a member whose
 * custom role lacks the route's area gets 403, one with only view gets 403 on changes, and one with every area
 * is let through the guard.
 */
let t: TestContext;
let tenant: TestTenant;
const without = new Map<FeatureArea, TestUser>();
const viewOnly = new Map<FeatureArea, TestUser>();
let everything: TestUser;

async function userWithCustomRole(name: string, permissions: string[]): Promise<TestUser> {
  const [role] = await t.db.tenant({ tenantId: tenant.id, userId: null }, ({ tx }) =>
    tx.insert(permissionRoles).values({ tenantId: tenant.id, role: name, permissions }).returning(),
  );
  const user = await t.user({ tenant, role: 'member' });
  await t.db.platform((tx) =>
    tx
      .update(memberships)
      .set({ customRoleId: role.id })
      .where(and(eq(memberships.tenantId, tenant.id), eq(memberships.userId, user.id))),
  );
  return user;
}

beforeAll(async () => {
  t = await TestContext.create();
  tenant = await t.tenant();
  for (const area of FEATURE_AREAS) {
    const others = FEATURE_AREAS.filter((a) => a !== area);
    without.set(area, await userWithCustomRole(`no-${area}`, others));
    viewOnly.set(area, await userWithCustomRole(`view-${area}`, [...others, `${area}:view`]));
  }
  everything = await userWithCustomRole('everything', [...FEATURE_AREAS]);
}, 60_000);
afterAll(() => t.close());

const ID = '01900000-0000-7000-8000-000000000000';
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, ID);

function tenantRoutes() {
  return t.app.routeRegistry
    .filter((r) => /^[a-z_]+:(view|edit)$/.test(r.access))
    .map((r) => ({ ...r, area: r.access.split(':')[0] as FeatureArea, level: r.access.split(':')[1] }));
}

describe('custom roles on every tenant route', () => {
  it('covers routes of every area that has routes', () => {
    const areas = new Set(tenantRoutes().map((r) => r.area));
    for (const area of [
      'clients',
      'quotes',
      'invoices',
      'services',
      'inventory',
      'purchase_orders',
      'admin',
      'settings',
    ]) {
      expect(areas).toContain(area);
    }
  });

  it('a custom role without the area gets 403; view-only gets 403 on changes', async () => {
    const wrong: string[] = [];
    for (const r of tenantRoutes()) {
      const url = concrete(r.url);
      const res = await t.request(without.get(r.area)!, r.method, url, { tenant });
      if (res.statusCode !== 403) wrong.push(`${r.method} ${r.url} without ${r.area}: ${res.statusCode}`);
      const viewer = await t.request(viewOnly.get(r.area)!, r.method, url, { tenant });
      const expected = r.level === 'edit' ? 403 : undefined;
      if (expected && viewer.statusCode !== expected) {
        wrong.push(`${r.method} ${r.url} with ${r.area}:view: ${viewer.statusCode}`);
      }
      if (!expected && viewer.statusCode === 403) wrong.push(`${r.method} ${r.url} view refused`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('a custom role with every area passes the guard everywhere', async () => {
    const refused: string[] = [];
    for (const r of tenantRoutes()) {
      if (r.method === 'DELETE' || r.url.endsWith('/test')) continue;
      const res = await t.request(everything, r.method, concrete(r.url), { tenant });
      if (res.statusCode === 401 || res.statusCode === 403)
        refused.push(`${r.method} ${r.url}: ${res.statusCode}`);
    }
    expect(refused).toEqual([]);
  }, 120_000);

  it('the sidebar table (current user) follows the custom role', async () => {
    const res = await t.request(without.get('clients')!, 'GET', '/api/auth/user', { tenant });
    expect(res.statusCode).toBe(200);
    const permissions = res.json().permissions;
    expect(permissions.clients).toBeUndefined();
    expect(permissions.quotes).toBe('edit');
  });
});
