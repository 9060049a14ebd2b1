import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TAX_RATE_SETTING } from '@tradeworks/contracts/line-items';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { documentBody, seedSalesFixture } from '../sales-documents/sales.test-support';

/* Issue 19 item 5: new quotes and invoices take the tenant's default tax rate (8% until it is set). */

let t: TestContext;
let acme: TestTenant;
let owner: TestUser;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
});
afterAll(() => t.close());

describe('default tax rate', () => {
  it('is 8% until the tenant sets sales.default_tax_rate, which new quotes and invoices then take', async () => {
    const config = () => t.request(owner, 'GET', '/api/quotes/config', { tenant: acme });
    expect((await config()).json()).toEqual({ defaultTaxRate: '0.0800', defaultValidDays: 30 });
    expect((await t.request(null, 'GET', '/api/quotes/config', { tenant: acme })).statusCode).toBe(401);
    const set = await t.request(owner, 'POST', '/api/admin/general', {
      tenant: acme,
      body: { settingKey: DEFAULT_TAX_RATE_SETTING, settingValue: '6.25', settingType: 'number' },
    });
    expect(set.statusCode, set.body).toBe(201);
    expect((await config()).json().defaultTaxRate).toBe('0.0625');
    const invoiceConfig = await t.request(owner, 'GET', '/api/invoices/config', { tenant: acme });
    expect(invoiceConfig.json().defaultTaxRate).toBe('0.0625');

    const f = await seedSalesFixture(t, acme, 'Tax');
    const { taxRate: _ignored, ...body } = documentBody(f);
    const quote = await t.request(owner, 'POST', '/api/quotes', { tenant: acme, body });
    expect(quote.json().taxRate).toBe('0.0625');
    const invoice = await t.request(owner, 'POST', '/api/invoices', {
      tenant: acme,
      body: { ...body, dueDate: '2031-06-30' },
    });
    expect(invoice.json().taxRate).toBe('0.0625');
    const explicit = await t.request(owner, 'POST', '/api/quotes', {
      tenant: acme,
      body: { ...body, taxRate: '0.1000', validUntil: null },
    });
    expect(explicit.json()).toMatchObject({ taxRate: '0.1000', validUntil: null });
  });
});
