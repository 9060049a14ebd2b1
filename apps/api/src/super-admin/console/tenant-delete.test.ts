import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { seedDemoData } from '../../db/seed/demo-seed';
import { platformAuditLog, tenants, users } from '../../db/schema';
import { TestContext, type TestUser } from '../../test/test-context';

let t: TestContext;
let root: TestUser;

beforeAll(async () => {
  t = await TestContext.create();
  await seedDemoData(t.db);
  root = await t.user({ superAdmin: true });
}, 180_000);
afterAll(() => t.close());

/** Rows per table of a tenant, over every table of the catalogue that has a tenant_id column. */
async function rowsPerTenantTable(tenantId: string): Promise<Record<string, number>> {
  return t.db.platform(async (tx) => {
    const { rows: tables } = await tx.execute<{ relname: string }>(sql`
      select c.relname from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
      where c.relkind in ('r', 'p') order by 1`);
    const out: Record<string, number> = {};
    for (const { relname } of tables) {
      const { rows } = await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(relname)} where tenant_id = ${tenantId}`,
      );
      out[relname] = Number(rows[0].n);
    }
    return out;
  });
}

const tenantBySlug = (slug: string) =>
  t.db.platform(async (tx) => (await tx.select().from(tenants).where(eq(tenants.slug, slug)))[0]);

describe('DELETE /api/super-admin/tenants/{id}', () => {
  it('needs the slug typed back, and refuses a tenant with a paid subscription', async () => {
    const polar = await tenantBySlug('polar');
    const missing = await t.request(root, 'DELETE', `/api/super-admin/tenants/${polar.id}`, { body: {} });
    expect(missing.statusCode).toBe(400);
    const wrong = await t.request(root, 'DELETE', `/api/super-admin/tenants/${polar.id}`, {
      body: { confirm_slug: 'default' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Type the tenant slug exactly to confirm deletion');
    await t.db.platform((tx) =>
      tx.update(tenants).set({ billingStatus: 'active' }).where(eq(tenants.id, polar.id)),
    );
    const paid = await t.request(root, 'DELETE', `/api/super-admin/tenants/${polar.id}`, {
      body: { confirm_slug: 'polar' },
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toContain('paid subscription');
    await t.db.platform((tx) =>
      tx.update(tenants).set({ billingStatus: 'trial' }).where(eq(tenants.id, polar.id)),
    );
    expect(Object.values(await rowsPerTenantTable(polar.id)).some((n) => n > 0)).toBe(true);
  });

  it('removes the tenant and every row of it in every tenant table, leaves the others, and audits it', async () => {
    const polar = await tenantBySlug('polar');
    const comfort = await tenantBySlug('default');
    const before = await rowsPerTenantTable(polar.id);
    const otherBefore = await rowsPerTenantTable(comfort.id);
    // The demo fills the business tables: the cascade is tested on real data, not empty tables.
    for (const table of ['clients', 'quotes', 'invoices', 'inventory_items', 'memberships', 'audit_log'])
      expect(before[table], table).toBeGreaterThan(0);

    const res = await t.request(root, 'DELETE', `/api/super-admin/tenants/${polar.id}`, {
      body: { confirm_slug: ' POLAR ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const deleted = Object.values(before).reduce((a, b) => a + b, 0);
    expect(res.json()).toEqual({ id: polar.id, slug: 'polar', deletedRows: deleted });

    const after = await rowsPerTenantTable(polar.id);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(await tenantBySlug('polar')).toBeUndefined();
    expect(await rowsPerTenantTable(comfort.id)).toEqual(otherBefore);
    // Nobody keeps the deleted tenant as their default.
    const pointing = await t.db.platform((tx) => tx.$count(users, eq(users.currentTenantId, polar.id)));
    expect(pointing).toBe(0);

    const [audit] = await t.db.platform((tx) =>
      tx
        .select()
        .from(platformAuditLog)
        .where(eq(platformAuditLog.entityId, polar.id))
        .orderBy(sql`created_at desc`)
        .limit(1),
    );
    expect(audit).toMatchObject({ action: 'delete', userId: root.id, subjectTenantId: polar.id });
    expect(audit.summary).toContain('(polar) deleted');
    // Still listed on the platform activity, though the tenant is gone.
    const log = (
      await t.request(root, 'GET', '/api/super-admin/activity', {
        query: { entity: 'tenant', action: 'delete' },
      })
    ).json();
    expect(log[0]).toMatchObject({ entityId: polar.id, tenantName: null });

    const again = await t.request(root, 'DELETE', `/api/super-admin/tenants/${polar.id}`, {
      body: { confirm_slug: 'polar' },
    });
    expect(again.statusCode).toBe(404);
  });
});
