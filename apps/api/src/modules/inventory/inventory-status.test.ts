import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVENTORY_DISPLAY_STATUSES,
  canOrderMore,
  inventoryDisplayStatus,
  type StockLevels,
} from '@tradeworks/contracts/inventory';
import { inventoryItems } from '../../db/schema';
import { TestContext, type TestTenant } from '../../test/test-context';
import { displayStatusIs } from './inventory.repository';

describe('inventoryDisplayStatus (spec part 2 §4)', () => {
  const item = (over: Partial<StockLevels>): StockLevels => ({
    isOnOrder: false,
    currentStock: 50,
    reorderLevel: 10,
    minStock: 0,
    ...over,
  });

  it('puts on order first, then out of stock, then low, else in stock', () => {
    expect(inventoryDisplayStatus(item({ isOnOrder: true, currentStock: 0 }))).toBe('on-order');
    expect(inventoryDisplayStatus(item({ currentStock: 0, reorderLevel: 0 }))).toBe('out-of-stock');
    expect(inventoryDisplayStatus(item({ currentStock: 10 }))).toBe('low-stock');
    expect(inventoryDisplayStatus(item({ currentStock: 11 }))).toBe('in-stock');
    expect(inventoryDisplayStatus(item({ currentStock: 15, reorderLevel: 2, minStock: 15 }))).toBe(
      'low-stock',
    );
    expect(inventoryDisplayStatus(item({ currentStock: 16, reorderLevel: 2, minStock: 15 }))).toBe(
      'in-stock',
    );
  });

  it('offers Order only for low or out-of-stock items not on order', () => {
    expect(canOrderMore(item({ currentStock: 0 }))).toBe(true);
    expect(canOrderMore(item({ currentStock: 3 }))).toBe(true);
    expect(canOrderMore(item({ currentStock: 3, isOnOrder: true }))).toBe(false);
    expect(canOrderMore(item({ currentStock: 30 }))).toBe(false);
  });
});

describe('the SQL filter agrees with inventoryDisplayStatus', () => {
  let t: TestContext;
  let tenant: TestTenant;
  const grid: StockLevels[] = [];
  for (const isOnOrder of [false, true])
    for (const currentStock of [0, 1, 4, 5, 6, 10, 11])
      for (const reorderLevel of [0, 5, 10])
        for (const minStock of [0, 5, 6]) grid.push({ isOnOrder, currentStock, reorderLevel, minStock });

  beforeAll(async () => {
    t = await TestContext.create();
    tenant = await t.tenant();
    await t.db.tenant({ tenantId: tenant.id, userId: null }, ({ tx }) =>
      tx
        .insert(inventoryItems)
        .values(grid.map((levels, i) => ({ tenantId: tenant.id, name: `Item ${i}`, ...levels }))),
    );
  });
  afterAll(() => t.close());

  it.each(INVENTORY_DISPLAY_STATUSES)(
    '%s matches exactly the items the function puts there',
    async (status) => {
      const rows = await t.db.tenant({ tenantId: tenant.id, userId: null }, ({ tx }) =>
        tx
          .select({ name: inventoryItems.name })
          .from(inventoryItems)
          .where(and(eq(inventoryItems.tenantId, tenant.id), displayStatusIs(status))),
      );
      const expected = grid
        .map((levels, i) => ({ name: `Item ${i}`, status: inventoryDisplayStatus(levels) }))
        .filter((x) => x.status === status);
      expect(expected.length).toBeGreaterThan(0);
      expect(rows.map((r) => r.name).sort()).toEqual(expected.map((x) => x.name).sort());
    },
  );

  it('the list endpoint’s filter and each row’s displayStatus agree', async () => {
    const owner = await t.user({ tenant, role: 'owner' });
    for (const status of INVENTORY_DISPLAY_STATUSES) {
      const res = await t.request(owner, 'GET', '/api/inventory', { tenant, query: { status, limit: 200 } });
      const items: Array<{ displayStatus: string }> = res.json();
      expect(items.length).toBe(Number(res.headers['x-total-count']));
      expect(new Set(items.map((i) => i.displayStatus))).toEqual(new Set([status]));
    }
    const total = await t.db.tenant({ tenantId: tenant.id, userId: null }, ({ tx }) =>
      tx.execute<{ n: number }>(sql`select count(*)::int as n from inventory_items`),
    );
    expect(total.rows[0].n).toBe(grid.length);
  });
});
