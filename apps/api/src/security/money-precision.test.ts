import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateSchema, quantitySchema, taxRateSchema } from '@tradeworks/contracts/line-items';
import { moneyInput, quantityInput } from '@tradeworks/contracts/catalogue-fields';
import { creditLimitSchema } from '@tradeworks/contracts/clients';
import { DecimalPrecisionError, toScaledExact } from '@tradeworks/contracts/money';
import { TestContext, type TestTenant, type TestUser } from '../test/test-context';
import { createClientVia } from '../modules/clients/clients.test-support';

/** Finding 8: one precision rule everywhere — more decimals than the column keeps is a 400, never rounding. */
describe('the precision rule (contracts/money.ts)', () => {
  it('refuses extra significant decimals and ignores trailing zeros', () => {
    expect(toScaledExact('10.50', 2)).toBe(1050n);
    expect(toScaledExact('10.500', 2)).toBe(1050n);
    expect(toScaledExact(0.1 + 0.2, 2)).toBe(30n);
    expect(() => toScaledExact('10.005', 2)).toThrow(DecimalPrecisionError);
    expect(() => toScaledExact(10.005, 2)).toThrow(DecimalPrecisionError);
    expect(() => toScaledExact('0.08251', 4)).toThrow(DecimalPrecisionError);
  });

  it.each([
    ['rate', rateSchema, '10.005', 'Rate can have at most 2 decimal places'],
    ['quantity', quantitySchema, '1.125', 'Quantity can have at most 2 decimal places'],
    ['tax rate', taxRateSchema, '0.08125', 'Tax rate can have at most 4 decimal places'],
    ['money', moneyInput({ negative: 'n' }), '19.999', 'Amounts can have at most 2 decimal places'],
    ['service quantity', quantityInput('q'), '0.125', 'Quantity can have at most 2 decimal places'],
    ['credit limit', creditLimitSchema, '12.345', 'Credit limit can have at most 2 decimal places'],
  ] as const)('%s: %s → "%s"', (_name, schema, value, message) => {
    const result = (schema as import('zod').ZodType).safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(message);
  });
});

describe('money with 3 decimals over HTTP', () => {
  let t: TestContext;
  let acme: TestTenant;
  let owner: TestUser;
  beforeAll(async () => {
    t = await TestContext.create();
    acme = await t.tenant();
    owner = await t.user({ tenant: acme, role: 'owner' });
  });
  afterAll(() => t.close());

  it('is a 400 with a field message on quotes, invoices, services, parts and purchase orders', async () => {
    const client = await createClientVia(t, owner, acme);
    const line = { description: 'Filter', quantity: 1, rate: '10.005' };
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/api/quotes', { clientId: client.id, lineItems: [line] }, 'lineItems.0.rate'],
      ['/api/invoices', { clientId: client.id, lineItems: [line] }, 'lineItems.0.rate'],
      [
        '/api/services',
        { service: { name: 'Tune-up', serviceType: 'simple', basePrice: '89.999' } },
        'service.basePrice',
      ],
      ['/api/inventory', { name: 'Filter', sku: 'F-1', unitPrice: '4.125', cost: '2' }, 'unitPrice'],
      [
        '/api/purchase-orders',
        {
          purchaseOrder: { supplier: 'Acme', orderDate: '2026-01-05', shippingCost: '1.001' },
          lineItems: [],
        },
        'purchaseOrder.shippingCost',
      ],
    ];
    for (const [url, body, field] of cases) {
      const res = await t.request(owner, 'POST', url, { tenant: acme, body });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toBe('VALIDATION');
      expect(res.json().fieldErrors?.[field] ?? JSON.stringify(res.json()), url).toMatch(
        /can have at most 2 decimal places$/,
      );
    }
  });
});
