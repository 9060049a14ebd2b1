import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryItem, StockMovement } from '@tradeworks/contracts/inventory';
import { ALLOW_NEGATIVE_STOCK_SETTING } from '@tradeworks/contracts/inventory';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createJob, createTechnician, dayAt, seedClient } from '../dispatching/dispatching.test-support';
import { createPart } from './inventory.test-support';

/*
 * Issue 19 item 6: parts leave stock through the ledger ('usage', linked to the job or invoice) when a job
 * is completed or an invoice not from a job is sent; cancelling the invoice returns them; short stock is
 * refused naming the part unless the tenant allows negative stock.
 */

let t: TestContext;
let acme: TestTenant;
let owner: TestUser;
let clientId: string;
let technicianId: string;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
  clientId = await seedClient(t, acme, { email: 'pat@client.example' });
  technicianId = (await createTechnician(t, owner, acme)).id;
});
afterAll(() => t.close());

const stockOf = async (part: InventoryItem): Promise<number> =>
  (await t.request(owner, 'GET', `/api/inventory/${part.id}`, { tenant: acme })).json().currentStock;
const movementsOf = async (part: InventoryItem): Promise<StockMovement[]> =>
  (await t.request(owner, 'GET', `/api/inventory/${part.id}/movements`, { tenant: acme })).json();

/** A composite service using `quantity` of `part` per job. */
async function serviceUsing(part: InventoryItem, quantity: number | string): Promise<string> {
  const res = await t.request(owner, 'POST', '/api/services', {
    tenant: acme,
    body: {
      service: { name: `Swap ${part.name}`, serviceType: 'composite', basePrice: '1.00' },
      lineItems: [
        { itemType: 'part', inventoryId: part.id, itemName: part.name, quantity, rate: '24.00' },
        { itemType: 'labor', itemName: 'Labor', quantity: 1, rate: '90.00' },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** A job doing `times` of the service, assigned and started, ready to complete. */
async function startedJob(serviceId: string, times = 1) {
  const job = await createJob(t, owner, acme, clientId, { services: [{ serviceId, quantity: times }] });
  const act = (action: string, body?: unknown) =>
    t.request(owner, 'POST', `/api/service-jobs/${job.id}/${action}`, { tenant: acme, body });
  expect((await act('assign', { technicianId, scheduledDate: dayAt(0) })).statusCode).toBe(200);
  expect((await act('start')).statusCode).toBe(200);
  return { job, complete: () => act('complete', {}) };
}

const invoiceWith = async (part: InventoryItem, quantity: number) => {
  const res = await t.request(owner, 'POST', '/api/invoices', {
    tenant: acme,
    body: {
      clientId,
      dueDate: '2031-06-30',
      lineItems: [
        { itemType: 'inventory', inventoryId: part.id, description: part.name, quantity, rate: '24.00' },
        { itemType: 'custom', description: 'Trip charge', quantity: 1, rate: '40.00' },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const patchInvoice = (id: string, body: unknown) =>
  t.request(owner, 'PATCH', `/api/invoices/${id}`, { tenant: acme, body });

describe('stock usage', () => {
  it('takes a completed job’s materials out of stock, linked to the job', async () => {
    const part = await createPart(t, owner, acme, { name: 'Dual Run Capacitor', currentStock: 10 });
    const { job, complete } = await startedJob(await serviceUsing(part, 2), 2);
    const done = await complete();
    expect(done.statusCode, done.body).toBe(200);
    expect(await stockOf(part)).toBe(6);
    const [usage] = await movementsOf(part);
    expect(usage).toMatchObject({
      kind: 'usage',
      quantityChange: -4,
      stockBefore: 10,
      stockAfter: 6,
      jobId: job.id,
      jobNumber: job.jobNumber,
      reason: `Used on job ${job.jobNumber}`,
    });
  });

  it('refuses to complete a job whose part is short, naming it, and changes nothing', async () => {
    const part = await createPart(t, owner, acme, { name: 'Contactor 40A', currentStock: 1 });
    const { job, complete } = await startedJob(await serviceUsing(part, 3));
    const refused = await complete();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Not enough stock of Contactor 40A: 1 on hand, 3 needed');
    expect(await stockOf(part)).toBe(1);
    const read = await t.request(owner, 'GET', `/api/service-jobs/${job.id}`, { tenant: acme });
    expect(read.json().status).toBe('in-progress');
  });

  it('takes an invoice’s part lines out of stock when it is sent, and returns them when it is cancelled', async () => {
    const part = await createPart(t, owner, acme, { name: 'Filter 16x25', currentStock: 12 });
    const invoice = await invoiceWith(part, 5);
    expect(await stockOf(part)).toBe(12);
    const sent = await patchInvoice(invoice.id, { status: 'sent' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await stockOf(part)).toBe(7);
    expect((await movementsOf(part))[0]).toMatchObject({
      kind: 'usage',
      quantityChange: -5,
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
    });
    // Re-sending does not take them twice.
    await t.request(owner, 'POST', `/api/invoices/${invoice.id}/send-email`, { tenant: acme });
    expect(await stockOf(part)).toBe(7);
    const cancelled = await patchInvoice(invoice.id, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(part)).toBe(12);
    expect((await movementsOf(part))[0]).toMatchObject({
      kind: 'usage',
      quantityChange: 5,
      reason: `Returned: invoice ${invoice.invoiceNumber} cancelled`,
    });
  });

  it('refuses to send an invoice whose part is short, naming it; the invoice stays a draft', async () => {
    const part = await createPart(t, owner, acme, { name: 'Thermostat T6', currentStock: 2 });
    const invoice = await invoiceWith(part, 3);
    const refused = await patchInvoice(invoice.id, { status: 'sent' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Not enough stock of Thermostat T6: 2 on hand, 3 needed');
    const read = await t.request(owner, 'GET', `/api/invoices/${invoice.id}`, { tenant: acme });
    expect(read.json().status).toBe('draft');
    expect(await stockOf(part)).toBe(2);
  });

  it('lets stock go negative when the tenant allows it', async () => {
    const res = await t.request(owner, 'POST', '/api/admin/general', {
      tenant: acme,
      body: { settingKey: ALLOW_NEGATIVE_STOCK_SETTING, settingValue: 'true', settingType: 'boolean' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const part = await createPart(t, owner, acme, { name: 'Drain Pan', currentStock: 1 });
    const invoice = await invoiceWith(part, 3);
    expect((await patchInvoice(invoice.id, { status: 'sent' })).statusCode).toBe(200);
    expect(await stockOf(part)).toBe(-2);
  });
});
