import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant } from '../../test/test-context';
import { nextNumber } from './next-number';

let t: TestContext;
let a: TestTenant;
let b: TestTenant;
beforeAll(async () => {
  t = await TestContext.create();
  a = await t.tenant();
  b = await t.tenant();
});
afterAll(() => t.close());

const number = (tenant: TestTenant, fail = false) =>
  t.db.tenant({ tenantId: tenant.id, userId: null }, async (scope) => {
    const value = await nextNumber(scope, 'invoice', new Date('2026-05-01T00:00:00Z'));
    if (fail) throw new Error('creation failed');
    return value;
  });

describe('nextNumber', () => {
  it('is per tenant, unique and gap-free under concurrent creation, and gives back numbers of failed creations', async () => {
    expect(await number(a)).toBe('INV-2026-0001');
    await expect(number(a, true)).rejects.toThrow('creation failed');
    const parallel = await Promise.all(Array.from({ length: 20 }, () => number(a)));
    expect([...parallel].sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `INV-2026-${String(i + 2).padStart(4, '0')}`),
    );
    expect(await number(b)).toBe('INV-2026-0001');
  });

  it('starts again at 0001 each year', async () => {
    const next = await t.db.tenant({ tenantId: b.id, userId: null }, (scope) =>
      nextNumber(scope, 'quote', new Date('2027-01-02T00:00:00Z')),
    );
    expect(next).toBe('Q-2027-0001');
  });
});
