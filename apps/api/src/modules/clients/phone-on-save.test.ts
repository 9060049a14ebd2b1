import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizePhone } from '@tradeworks/contracts/phone';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { clientBody, clientRow } from './clients.test-support';

/* Issue 19 ("one way to show things"): phone numbers are normalised on save, as the demo data shows them,
 * by the one normaliser in contracts/phone.ts that every phone field's schema uses. */

describe('normalizePhone', () => {
  it.each([
    ['5125550142', '(512) 555-0142'],
    ['512.555.0142', '(512) 555-0142'],
    ['512-555-0142', '(512) 555-0142'],
    [' (512)555 0142 ', '(512) 555-0142'],
    ['+1 512 555 0142', '(512) 555-0142'],
    ['1-512-555-0142', '(512) 555-0142'],
    ['(512) 555-0142', '(512) 555-0142'],
    ['512-555-0142 x12', '(512) 555-0142 ext. 12'],
    ['512.555.0142 ext. 305', '(512) 555-0142 ext. 305'],
  ])('formats the US number %j as %j', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    ['+44 20  7946 0958', '+44 20 7946 0958'],
    ['1-800-FLOWERS', '1-800-FLOWERS'],
    ['555-0142', '555-0142'],
    ['12345678901234', '12345678901234'],
    ['', ''],
  ])('keeps %j as typed (spaces collapsed): %j', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
});

let t: TestContext;
let acme: TestTenant;
let owner: TestUser;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
});
afterAll(() => t.close());

describe('phone fields are stored normalised', () => {
  it('a client’s phone and emergency phone, on create and on edit', async () => {
    const res = await t.request(owner, 'POST', '/api/clients', {
      tenant: acme,
      body: clientBody({ phone: '512.555.0142', emergencyPhone: '+1 (737) 555 0101' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ phone: '(512) 555-0142', emergencyPhone: '(737) 555-0101' });
    const id = res.json().id as string;
    expect(await clientRow(t, id)).toMatchObject({ phone: '(512) 555-0142' });

    const edited = await t.request(owner, 'PATCH', `/api/clients/${id}`, {
      tenant: acme,
      body: { phone: '5125550199 x7', emergencyPhone: '' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ phone: '(512) 555-0199 ext. 7', emergencyPhone: null });
  });

  it('a required client phone that is blank still says “Phone is required”', async () => {
    const res = await t.request(owner, 'POST', '/api/clients', {
      tenant: acme,
      body: clientBody({ phone: '   ' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Phone is required');
  });

  it('a technician’s phone', async () => {
    const res = await t.request(owner, 'POST', '/api/technicians', {
      tenant: acme,
      body: { name: 'Sam Ruiz', phone: '512 555 0177' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ phone: '(512) 555-0177' });
  });

  it('a purchase order’s supplier phone; an international number stays as typed', async () => {
    const body = (supplierPhone: string) => ({
      purchaseOrder: { supplier: 'Capital Refrigerant Co.', supplierPhone, orderDate: '2026-03-02' },
      lineItems: [{ description: 'R-410A Refrigerant, 25 lb', quantity: 1, unitCost: '185.00' }],
    });
    const us = await t.request(owner, 'POST', '/api/purchase-orders', {
      tenant: acme,
      body: body('2145550185'),
    });
    expect(us.statusCode).toBe(201);
    expect(us.json()).toMatchObject({ supplierPhone: '(214) 555-0185' });
    const uk = await t.request(owner, 'POST', '/api/purchase-orders', {
      tenant: acme,
      body: body('+44 20 7946 0958'),
    });
    expect(uk.json()).toMatchObject({ supplierPhone: '+44 20 7946 0958' });
  });
});

/* Issue 34 item 14: one phone rule and one ZIP rule, in contracts, for the client form, the API and import. */
describe('phone and ZIP are checked, not just stored', () => {
  it.each([
    ['not-a-phone', 'phone', 'Enter a phone number like (512) 555-0142'],
    ['555', 'phone', 'Enter a phone number like (512) 555-0142'],
    ['ABCDE', 'zipCode', 'Enter a ZIP code like 78704 or 78704-1234 (or a postal code like K1A 0B1)'],
    ['123', 'zipCode', 'Enter a ZIP code like 78704 or 78704-1234 (or a postal code like K1A 0B1)'],
  ])('%j as %s: 400 with the field message', async (value, field, message) => {
    const res = await t.request(owner, 'POST', '/api/clients', {
      tenant: acme,
      body: clientBody({ [field]: value }),
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });

  it.each([
    ['phone', '1-800-FLOWERS'],
    ['phone', '+44 20 7946 0958'],
    ['phone', '555-0142'],
    ['zipCode', '78704-1234'],
    ['zipCode', 'K1A 0B1'],
  ])('%s %j is accepted', async (field, value) => {
    const res = await t.request(owner, 'POST', '/api/clients', {
      tenant: acme,
      body: clientBody({ [field]: value, email: `ok-${field}-${value.replace(/\W/g, '')}@example.com` }),
    });
    expect(res.statusCode).toBe(201);
  });
});
