import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createClientVia } from '../clients/clients.test-support';
import { pdfText } from '../sales-documents/sales.test-support';
import { createGroup, createRate, threeComponentGroup } from './tax.test-support';

let t: TestContext;
let acme: TestTenant;
let owner: TestUser;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
});
afterAll(() => t.close());

const line = (rate: string, extra: Record<string, unknown> = {}) => ({
  description: 'Work',
  quantity: '1',
  rate,
  ...extra,
});

async function post(kind: 'quotes' | 'invoices', body: Record<string, unknown>) {
  const res = await t.request(owner, 'POST', `/api/${kind}`, {
    tenant: acme,
    body: kind === 'invoices' ? { dueDate: '2030-01-31', ...body } : body,
  });
  if (res.statusCode !== 201) throw new Error(`${kind}: ${res.statusCode} ${res.body}`);
  return res.json();
}

const summary = (doc: {
  taxRate: string;
  taxAmount: string;
  total: string;
  taxLines: Array<{ name: string; amount: string }>;
}) => ({
  taxRate: doc.taxRate,
  taxAmount: doc.taxAmount,
  total: doc.total,
  components: doc.taxLines.map((l) => `${l.name} ${l.amount}`),
});

describe('tax of quotes and invoices', () => {
  it('a document with only taxRate behaves as before: one "Tax" component on the subtotal', async () => {
    const client = await createClientVia(t, owner, acme, { email: 'only.rate@example.com' });
    const quote = await post('quotes', {
      clientId: client.id,
      taxRate: '0.0825',
      lineItems: [line('129.99')],
    });
    expect(summary(quote)).toEqual({
      taxRate: '0.0825',
      taxAmount: '10.72',
      total: '140.71',
      components: ['Tax 10.72'],
    });
    // Without a rate and without groups: the organization's 8%.
    const invoice = await post('invoices', { clientId: client.id, lineItems: [line('100')] });
    expect(summary(invoice)).toMatchObject({
      taxRate: '0.0800',
      taxAmount: '8.00',
      components: ['Tax 8.00'],
    });
  });

  it('taxes per component from the location’s group, then the client’s, then the default group', async () => {
    const { group } = await threeComponentGroup(t, owner, acme, 'Location group');
    const clientRate = await createRate(t, owner, acme, { name: 'Client county', rate: '0.05' });
    const clientGroup = await createGroup(t, owner, acme, { name: 'Client group', rateIds: [clientRate.id] });
    const client = await createClientVia(t, owner, acme, {
      email: 'grouped@example.com',
      taxGroupId: clientGroup.id,
    });
    const located = await t.request(owner, 'POST', `/api/clients/${client.id}/locations`, {
      tenant: acme,
      body: {
        name: 'Shop',
        address: '9 Elm St',
        city: 'Austin',
        state: 'TX',
        zipCode: '78704',
        taxGroupId: group.id,
      },
    });
    expect(located.statusCode).toBe(201);
    const atLocation = await post('quotes', {
      clientId: client.id,
      locationId: located.json().id,
      lineItems: [line('10.00')],
    });
    expect(summary(atLocation)).toEqual({
      taxRate: '0.0775',
      taxAmount: '0.78',
      total: '10.78',
      components: ['State 0.63', 'County 0.05', 'City 0.10'],
    });
    expect(atLocation.taxGroupId).toBe(group.id);
    // The client's first location has no group: the client's own.
    const atHome = await post('invoices', { clientId: client.id, lineItems: [line('10.00')] });
    expect(summary(atHome).components).toEqual(['Client county 0.50']);
    // A client without any group: the organization's default group.
    const plain = await createClientVia(t, owner, acme, { email: 'plain@example.com' });
    const defaultRate = await createRate(t, owner, acme, { name: 'Default state', rate: '0.06' });
    await createGroup(t, owner, acme, { name: 'Default', rateIds: [defaultRate.id], isDefault: true });
    const byDefault = await post('quotes', { clientId: plain.id, lineItems: [line('50.00')] });
    expect(summary(byDefault)).toMatchObject({ taxRate: '0.0600', components: ['Default state 3.00'] });
    // A group named on the document wins; taxRate alone still means one rate.
    const named = await post('quotes', {
      clientId: plain.id,
      taxGroupId: group.id,
      lineItems: [line('10.00')],
    });
    expect(named.taxGroupId).toBe(group.id);
    const single = await post('quotes', { clientId: plain.id, taxRate: '0.1', lineItems: [line('10.00')] });
    expect(summary(single)).toMatchObject({ taxRate: '0.1000', components: ['Tax 1.00'] });
    await t.db.platform((tx) =>
      tx.execute(sql`update tax_groups set is_default = false where tenant_id = ${acme.id}`),
    );
  });

  it('taxes only taxable lines: labour services not taxed by default, a line may override', async () => {
    const labour = await t.request(owner, 'POST', '/api/services', {
      tenant: acme,
      body: {
        service: { name: 'Labour hour', serviceType: 'simple', basePrice: '95.00', taxable: false },
        lineItems: [],
      },
    });
    expect(labour.json().taxable).toBe(false);
    const client = await createClientVia(t, owner, acme, { email: 'mixed@example.com' });
    const quote = await post('quotes', {
      clientId: client.id,
      taxRate: '0.08',
      lineItems: [
        line('95.00', { itemType: 'service', serviceId: labour.json().id }),
        line('200.00'),
        line('50.00', { taxable: false }),
        line('95.00', { itemType: 'service', serviceId: labour.json().id, taxable: true }),
      ],
    });
    expect(quote.lineItems.map((l: { taxable: boolean }) => l.taxable)).toEqual([false, true, false, true]);
    // Taxable 295.00 × 8% = 23.60 on a subtotal of 440.00.
    expect(summary(quote)).toMatchObject({ taxAmount: '23.60', total: '463.60' });
    expect(quote.taxLines[0].taxableAmount).toBe('295.00');
  });

  it('an exempt client pays no tax while the certificate is valid, and is taxed once it expired', async () => {
    const valid = await createClientVia(t, owner, acme, {
      email: 'exempt@example.com',
      taxExempt: true,
      taxExemptCertificate: 'EX-1',
      taxExemptUntil: '2999-12-31',
    });
    const expired = await createClientVia(t, owner, acme, {
      email: 'expired@example.com',
      taxExempt: true,
      taxExemptCertificate: 'EX-2',
      taxExemptUntil: '2000-01-31',
    });
    expect(
      summary(await post('invoices', { clientId: valid.id, taxRate: '0.08', lineItems: [line('100')] })),
    ).toEqual({
      taxRate: '0.0000',
      taxAmount: '0.00',
      total: '100.00',
      components: [],
    });
    expect(
      summary(await post('invoices', { clientId: expired.id, taxRate: '0.08', lineItems: [line('100')] })),
    ).toMatchObject({ taxAmount: '8.00', total: '108.00' });
  });

  it('a rate change recomputes drafts (and says so); sent documents and their invoices keep their rates', async () => {
    const rate = await createRate(t, owner, acme, { name: 'Moving', rate: '0.05' });
    const group = await createGroup(t, owner, acme, { name: 'Moving group', rateIds: [rate.id] });
    const client = await createClientVia(t, owner, acme, { email: 'moving@example.com' });
    const draft = await post('invoices', {
      clientId: client.id,
      taxGroupId: group.id,
      lineItems: [line('100')],
    });
    const sent = await post('quotes', {
      clientId: client.id,
      taxGroupId: group.id,
      lineItems: [line('100')],
    });
    await t.db.platform((tx) => tx.execute(sql`update quotes set status = 'sent' where id = ${sent.id}`));
    const patched = await t.request(owner, 'PATCH', `/api/tax-rates/${rate.id}`, {
      tenant: acme,
      body: { rate: '0.07' },
    });
    expect(patched.statusCode).toBe(200);
    const draftNow = (await t.request(owner, 'GET', `/api/invoices/${draft.id}`, { tenant: acme })).json();
    expect(summary(draftNow)).toMatchObject({ taxRate: '0.0700', taxAmount: '7.00', total: '107.00' });
    expect(draftNow.taxRecomputedAt).not.toBeNull();
    const sentNow = (await t.request(owner, 'GET', `/api/quotes/${sent.id}`, { tenant: acme })).json();
    expect(summary(sentNow)).toMatchObject({ taxRate: '0.0500', taxAmount: '5.00', total: '105.00' });
    expect(sentNow.taxRecomputedAt).toBeNull();
    // Approved and converted: the invoice keeps the quote's 5%, not the group's 7%.
    await t.db.platform((tx) => tx.execute(sql`update quotes set status = 'approved' where id = ${sent.id}`));
    const converted = await t.request(owner, 'POST', `/api/quotes/${sent.id}/convert-to-invoice`, {
      tenant: acme,
      body: {},
    });
    expect(converted.statusCode).toBe(201);
    expect(summary(converted.json())).toMatchObject({
      taxRate: '0.0500',
      taxAmount: '5.00',
      components: ['Moving 5.00'],
    });
  });

  it('the PDF lists each component of a group', async () => {
    const { group } = await threeComponentGroup(t, owner, acme, 'PDF group');
    const client = await createClientVia(t, owner, acme, { email: 'pdf.tax@example.com' });
    const quote = await post('quotes', {
      clientId: client.id,
      taxGroupId: group.id,
      lineItems: [line('10.00')],
    });
    const pdf = await t.request(owner, 'GET', `/api/quotes/${quote.id}/pdf`, { tenant: acme });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('State (6.25%)');
    expect(text).toContain('County (0.5%)');
    expect(text).toContain('City (1.0%)');
  });
});
