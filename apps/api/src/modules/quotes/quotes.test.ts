import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import {
  auditFor,
  BODY_TOTALS,
  documentBody,
  restrictedUsers,
  seedSalesFixture,
  type SalesFixture,
} from '../sales-documents/sales.test-support';

let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let owner: TestUser;
let member: TestUser;
let f: SalesFixture;
let otherF: SalesFixture;
let viewer: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant({ name: 'Acme Heating' });
  other = await t.tenant({ name: 'Other Co' });
  owner = await t.user({ tenant: acme, role: 'owner' });
  member = await t.user({ tenant: acme, role: 'member' });
  f = await seedSalesFixture(t, acme);
  otherF = await seedSalesFixture(t, other, 'Other');
  ({ viewer, outsider } = await restrictedUsers(t, acme));
});
afterAll(() => t.close());

const create = (body: unknown, user = owner) =>
  t.request(user, 'POST', '/api/quotes', { tenant: acme, body });

describe('POST /api/quotes', () => {
  it('creates a draft with the next number, server-computed totals, lines with links, defaults and an audit entry', async () => {
    const before = Date.now();
    const res = await create(documentBody(f, { projectType: 'repair', notes: '  Side door  ' }));
    expect(res.statusCode).toBe(201);
    const quote = res.json();
    const year = new Date().getUTCFullYear();
    expect(quote.quoteNumber).toMatch(new RegExp(`^Q-${year}-\\d{4}$`));
    expect(quote).toMatchObject({
      status: 'draft',
      clientName: 'Acme Client',
      projectType: 'repair',
      taxRate: '0.0825',
      notes: 'Side door',
      subtotal: BODY_TOTALS.subtotal,
      taxAmount: BODY_TOTALS.taxAmount,
      total: BODY_TOTALS.total,
      isArchived: false,
    });
    expect(quote.lineItems.map((l: { total: string }) => l.total)).toEqual(BODY_TOTALS.lineTotals);
    expect(quote.lineItems[0]).toMatchObject({
      itemType: 'service',
      serviceId: f.serviceId,
      inventoryId: null,
      sortOrder: 0,
    });
    expect(quote.lineItems[1]).toMatchObject({
      itemType: 'inventory',
      inventoryId: f.partId,
      serviceId: null,
      quantity: '3.00',
      rate: '33.33',
    });
    expect(quote.lineItems[2]).toMatchObject({ itemType: 'custom', quantity: '1.50', rate: '49.00' });
    const validDays = (new Date(quote.validUntil).getTime() - before) / 86_400_000;
    expect(validDays).toBeGreaterThan(29.99);
    expect(validDays).toBeLessThan(30.01);
    expect(quote.client).toMatchObject({ id: f.clientId, email: 'pat@example.com' });
    expect(await auditFor(t, acme, quote.id)).toEqual([
      { action: 'create', summary: `Quote ${quote.quoteNumber} created for Acme Client` },
    ]);
  });

  it('computes awkward numbers exactly: 3 × 33.33 at 8.25% and 0.1 + 0.2, rounding half away from zero', async () => {
    const one = await create({
      clientId: f.clientId,
      taxRate: 0.0825,
      lineItems: [{ description: 'Caps', quantity: 3, rate: '33.33' }],
    });
    expect(one.json()).toMatchObject({ subtotal: '99.99', taxAmount: '8.25', total: '108.24' });
    const two = await create({
      clientId: f.clientId,
      lineItems: [
        { description: 'A', quantity: 1, rate: 0.1 },
        { description: 'B', quantity: 1, rate: 0.2 },
        { description: 'C', quantity: '0.5', rate: '0.01' },
      ],
    });
    // 0.5 × 0.01 = 0.005 → 0.01 per line; default tax 8%: 0.31 × 0.08 = 0.0248 → 0.02.
    expect(two.json()).toMatchObject({
      subtotal: '0.31',
      taxRate: '0.0800',
      taxAmount: '0.02',
      total: '0.33',
    });
  });

  it('answers the spec’s validation messages', async () => {
    const cases: Array<[unknown, string]> = [
      [{ lineItems: [{ description: 'x' }] }, 'Please select a client before creating a quote.'],
      [{ clientId: f.clientId, lineItems: [] }, 'Please add at least one line item to the quote.'],
      [
        { clientId: f.clientId, lineItems: [{ description: '   ' }] },
        'Please add at least one line item to the quote.',
      ],
      [
        { clientId: f.clientId, lineItems: [{ description: 'x', quantity: 0 }] },
        'Quantity must be greater than 0',
      ],
      [{ clientId: f.clientId, lineItems: [{ description: 'x', rate: -1 }] }, 'Rate must be at least 0'],
      [
        { clientId: f.clientId, taxRate: 1.5, lineItems: [{ description: 'x' }] },
        'Tax rate must be between 0 and 1',
      ],
      [{ clientId: f.clientId, total: -5, lineItems: [{ description: 'x' }] }, 'Total must be at least 0'],
      [
        { clientId: f.clientId, lineItems: [{ description: 'x', itemType: 'service' }] },
        'Please select a service for this line item',
      ],
      [
        { clientId: f.clientId, lineItems: [{ description: 'x', itemType: 'inventory' }] },
        'Please select an inventory item for this line item',
      ],
      [
        {
          clientId: f.clientId,
          lineItems: [{ description: 'x', itemType: 'service', serviceId: f.inactiveServiceId }],
        },
        'The selected service is not an active service of this business',
      ],
      [
        {
          clientId: f.clientId,
          lineItems: [{ description: 'x', itemType: 'inventory', inventoryId: f.inactivePartId }],
        },
        'The selected inventory item is not an active part of this business',
      ],
      [
        {
          clientId: f.clientId,
          lineItems: [{ description: 'x', itemType: 'service', serviceId: otherF.serviceId }],
        },
        'The selected service is not an active service of this business',
      ],
      [{ clientId: otherF.clientId, lineItems: [{ description: 'x' }] }, 'Selected client was not found'],
      [
        { clientId: f.clientId, lineItems: [{ description: 'x', quantity: 99999, rate: 99999 }] },
        'The total is too large',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    }
    const fields = (
      await create({
        clientId: f.clientId,
        lineItems: [{ description: 'x', itemType: 'service', serviceId: f.inactiveServiceId }],
      })
    ).json();
    expect(fields.fieldErrors).toEqual({
      'lineItems.0.serviceId': 'The selected service is not an active service of this business',
    });
  });

  it('answers 401 signed out, 403 without quotes edit or outside the user’s tenants; a member may create', async () => {
    expect((await create(documentBody(f), member)).statusCode).toBe(201);
    expect(
      (await t.request(null, 'POST', '/api/quotes', { tenant: acme, body: documentBody(f) })).statusCode,
    ).toBe(401);
    expect((await create(documentBody(f), viewer)).statusCode).toBe(403);
    expect(
      (await t.request(owner, 'POST', '/api/quotes', { tenant: other, body: documentBody(f) })).statusCode,
    ).toBe(403);
  });

  it('numbers quotes uniquely and gap-free under parallel creation', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        create({ clientId: f.clientId, lineItems: [{ description: 'Parallel' }] }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const numbers = results.map((r) => Number(r.json().quoteNumber.slice(-4))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(12);
    expect(numbers[11] - numbers[0]).toBe(11);
  });
});

describe('GET /api/quotes/{id}', () => {
  it('answers the quote with its lines and client', async () => {
    const created = (await create(documentBody(f))).json();
    const res = await t.request(viewer, 'GET', `/api/quotes/${created.id}`, { tenant: acme });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      total: BODY_TOTALS.total,
      convertedInvoiceNumber: null,
      client: { name: 'Acme Client' },
    });
    expect(res.json().lineItems.map((l: { description: string }) => l.description)).toEqual([
      'AC Tune-Up',
      'Capacitor 45/5',
      'Trip charge',
    ]);
  });

  it('is 404 for another tenant’s quote or a malformed id, 401 signed out, 403 without quotes access', async () => {
    const otherOwner = await t.user({ tenant: other, role: 'owner' });
    const foreign = (
      await t.request(otherOwner, 'POST', '/api/quotes', { tenant: other, body: documentBody(otherF) })
    ).json();
    expect((await t.request(owner, 'GET', `/api/quotes/${foreign.id}`, { tenant: acme })).statusCode).toBe(
      404,
    );
    expect((await t.request(owner, 'GET', '/api/quotes/not-a-uuid', { tenant: acme })).statusCode).toBe(404);
    expect((await t.request(null, 'GET', `/api/quotes/${foreign.id}`, { tenant: acme })).statusCode).toBe(
      401,
    );
    expect((await t.request(outsider, 'GET', `/api/quotes/${foreign.id}`, { tenant: acme })).statusCode).toBe(
      403,
    );
  });
});
