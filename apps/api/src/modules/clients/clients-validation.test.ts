import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTag } from '@tradeworks/contracts/clients';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { clientBody } from './clients.test-support';

let t: TestContext;
let acme: TestTenant;
let member: TestUser;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  member = await t.user({ tenant: acme, role: 'member' });
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>) =>
  t.request(member, 'POST', '/api/clients', { tenant: acme, body });

describe('client validation (spec §5), the same schema the form uses', () => {
  it('names every missing required field', async () => {
    const res = await create({});
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('VALIDATION');
    expect(res.json().fieldErrors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZIP code is required',
    });
  });

  it('treats blank required text as missing and checks the e-mail format', async () => {
    const res = await create(clientBody({ firstName: '   ', zipCode: '', email: 'maria@' }));
    expect(res.json().fieldErrors).toEqual({
      firstName: 'First name is required',
      zipCode: 'ZIP code is required',
      email: 'Please enter a valid email address',
    });
  });

  it('limits salutation, suffix, payment terms, type, status and contact method to their value lists', async () => {
    const res = await create(
      clientBody({
        salutation: 'Sir',
        suffix: 'V',
        paymentTerms: 'net_45',
        clientType: 'industrial',
        status: 'archived',
        preferredContactMethod: 'fax',
      }),
    );
    expect(res.json().fieldErrors).toEqual({
      salutation: 'Salutation must be one of: none, Mr., Mrs., Ms., Dr., Prof.',
      suffix: 'Suffix must be one of: none, Jr., Sr., II, III, IV',
      paymentTerms: 'Payment terms must be one of: due_on_receipt, net_30, net_60, net_90',
      clientType: 'Client type must be one of: residential, commercial',
      status: 'Status must be one of: active, inactive, lead',
      preferredContactMethod: 'Preferred contact method must be one of: phone, email, text',
    });
  });

  it.each([
    [-1, 'Credit limit must be at least 0'],
    ['-0.01', 'Credit limit must be at least 0'],
    ['12.345', 'Credit limit can have at most 2 decimal places'],
    ['ten', 'Credit limit must be a number'],
    [true, 'Credit limit must be a number'],
    ['100000000', 'Credit limit is too large'],
  ])('credit limit %j → %s', async (creditLimit, message) => {
    const res = await create(clientBody({ creditLimit }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ creditLimit: message });
  });

  it('accepts credit limits as numbers or strings with 2 decimals, and an empty one as 0', async () => {
    expect(
      (await create(clientBody({ email: 'a@example.com', creditLimit: 99.99 }))).json().creditLimit,
    ).toBe('99.99');
    expect((await create(clientBody({ email: 'b@example.com', creditLimit: '0' }))).json().creditLimit).toBe(
      '0.00',
    );
    expect((await create(clientBody({ email: 'c@example.com', creditLimit: '' }))).json().creditLimit).toBe(
      '0.00',
    );
  });

  it('keeps tags trimmed and unique', async () => {
    expect((await create(clientBody({ tags: ['vip', ' vip '] }))).json().fieldErrors).toEqual({
      tags: 'Tags must be unique',
    });
    expect((await create(clientBody({ tags: ['ok', '  '] }))).json().fieldErrors).toEqual({
      'tags.1': 'Tags cannot be empty',
    });
    expect((await create(clientBody({ tags: 'vip' }))).json().fieldErrors).toEqual({
      tags: 'Tags must be a list',
    });
    const saved = await create(clientBody({ email: 'tags@example.com', tags: ['  two-story', 'vip  '] }));
    expect(saved.json().tags).toEqual(['two-story', 'vip']);
  });

  it('the form’s tag input adds a trimmed tag only when new and non-empty', () => {
    expect(addTag(['vip'], '  heat-pump ')).toEqual(['vip', 'heat-pump']);
    expect(addTag(['vip'], ' vip ')).toEqual(['vip']);
    expect(addTag(['vip'], '   ')).toEqual(['vip']);
  });

  it('checks coordinates and text lengths', async () => {
    const res = await create(clientBody({ latitude: 91, longitude: 'west', notes: 'x'.repeat(5001) }));
    expect(res.json().fieldErrors).toEqual({
      latitude: 'Latitude is out of range',
      longitude: 'Longitude must be a number',
      notes: 'Must be at most 5000 characters',
    });
  });

  it('rejects a filter outside the value lists on the list', async () => {
    const res = await t.request(member, 'GET', '/api/clients', {
      tenant: acme,
      query: { status: 'archived' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ status: 'Status must be one of: active, inactive, lead' });
  });
});
