import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoOrganizations, type TwoOrganizations } from '../../test/two-organizations.test-support';
import { auditRows } from '../clients/clients.test-support';
import { createGroup, createRate } from './tax.test-support';

let { t, acme, other, owner, member, outsider } = {} as TwoOrganizations;

beforeAll(async () => {
  ({ t, acme, other, owner, member, outsider } = await twoOrganizations());
});
afterAll(() => t.close());

describe('tax rates', () => {
  it('creates, lists by name, searches, changes and deletes a rate, audited', async () => {
    const rate = await createRate(t, owner, acme, { name: 'Zeta city', rate: '0.01', jurisdiction: 'Zeta' });
    expect(rate).toMatchObject({ name: 'Zeta city', rate: '0.0100', jurisdiction: 'Zeta' });
    await createRate(t, owner, acme, { name: 'Alpha state', rate: 0.0625 });
    const list = await t.request(member, 'GET', '/api/tax-rates?search=zeta', { tenant: acme });
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json().map((r: { name: string }) => r.name)).toEqual(['Zeta city']);
    const all = await t.request(member, 'GET', '/api/tax-rates', { tenant: acme });
    expect(all.json().map((r: { name: string }) => r.name)).toEqual(['Alpha state', 'Zeta city']);
    const patched = await t.request(owner, 'PATCH', `/api/tax-rates/${rate.id}`, {
      tenant: acme,
      body: { rate: '0.0125' },
    });
    expect(patched.json().rate).toBe('0.0125');
    expect((await t.request(owner, 'DELETE', `/api/tax-rates/${rate.id}`, { tenant: acme })).statusCode).toBe(
      204,
    );
    expect((await auditRows(t, rate.id)).map((r) => r.action)).toEqual(['create', 'update', 'delete']);
  });

  it.each([
    [{ name: '', rate: '0.05' }, 'name', 'Name is required'],
    [{ name: 'X', rate: '1.5' }, 'rate', 'Rate must be between 0 and 1'],
    [{ name: 'X', rate: '-0.01' }, 'rate', 'Rate must be between 0 and 1'],
    [{ name: 'X', rate: '0.06255' }, 'rate', 'Rate can have at most 4 decimal places'],
    [{ name: 'X', rate: 'abc' }, 'rate', 'Rate must be between 0 and 1'],
  ])('refuses %j with a field message', async (body, field, message) => {
    const res = await t.request(owner, 'POST', '/api/tax-rates', { tenant: acme, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
  });

  it('needs settings:edit to change and sign-in to read; another tenant’s rate is a 404', async () => {
    const rate = await createRate(t, owner, acme, { name: 'Guarded', rate: '0.02' });
    expect(
      (await t.request(member, 'POST', '/api/tax-rates', { tenant: acme, body: { name: 'M', rate: '0.01' } }))
        .statusCode,
    ).toBe(403);
    expect((await t.request(null, 'GET', '/api/tax-rates', { tenant: acme })).statusCode).toBe(401);
    expect(
      (await t.request(outsider, 'GET', `/api/tax-rates/${rate.id}`, { tenant: other })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.request(outsider, 'PATCH', `/api/tax-rates/${rate.id}`, {
          tenant: other,
          body: { rate: '0' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses to delete a rate that is part of a group, naming the group', async () => {
    const rate = await createRate(t, owner, acme, { name: 'Kept state', rate: '0.06' });
    await createGroup(t, owner, acme, { name: 'Keeper', rateIds: [rate.id] });
    const res = await t.request(owner, 'DELETE', `/api/tax-rates/${rate.id}`, { tenant: acme });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Keeper');
  });
});

describe('tax groups', () => {
  it('combines rates in order with their sum, and keeps one default per organization', async () => {
    const state = await createRate(t, owner, acme, { name: 'G state', rate: '0.0625' });
    const city = await createRate(t, owner, acme, { name: 'G city', rate: '0.0100' });
    const first = await createGroup(t, owner, acme, {
      name: 'G one',
      rateIds: [city.id, state.id],
      isDefault: true,
    });
    expect(first).toMatchObject({ rate: '0.0725', isDefault: true });
    const got = await t.request(member, 'GET', `/api/tax-groups/${first.id}`, { tenant: acme });
    expect(got.json().rates.map((r: { name: string }) => r.name)).toEqual(['G city', 'G state']);
    const second = await createGroup(t, owner, acme, { name: 'G two', rateIds: [state.id], isDefault: true });
    expect(second.isDefault).toBe(true);
    const again = await t.request(member, 'GET', `/api/tax-groups/${first.id}`, { tenant: acme });
    expect(again.json().isDefault).toBe(false);
    const patched = await t.request(owner, 'PATCH', `/api/tax-groups/${first.id}`, {
      tenant: acme,
      body: { rateIds: [state.id], isDefault: true },
    });
    expect(patched.json()).toMatchObject({ rate: '0.0625', isDefault: true });
  });

  it('refuses no rates, duplicate rates, another tenant’s rate and rates adding up to more than 1', async () => {
    const big = await createRate(t, owner, acme, { name: 'Big', rate: '0.6' });
    const foreign = await createRate(t, outsider, other, { name: 'Foreign', rate: '0.01' });
    const post = (body: unknown) => t.request(owner, 'POST', '/api/tax-groups', { tenant: acme, body });
    expect((await post({ name: 'None', rateIds: [] })).json().fieldErrors.rateIds).toBe(
      'A tax group needs at least one tax rate',
    );
    expect((await post({ name: 'Dup', rateIds: [big.id, big.id] })).statusCode).toBe(400);
    const foreignRes = await post({ name: 'Foreign', rateIds: [foreign.id] });
    expect(foreignRes.statusCode).toBe(400);
    expect(foreignRes.json().message).toBe('Choose tax rates of this organization');
    const big2 = await createRate(t, owner, acme, { name: 'Big 2', rate: '0.5' });
    expect((await post({ name: 'Too much', rateIds: [big.id, big2.id] })).json().message).toBe(
      'The rates of a group add up to more than 1',
    );
  });

  it('refuses to delete a group a client uses; a client cannot name another tenant’s group', async () => {
    const rate = await createRate(t, owner, acme, { name: 'Used', rate: '0.05' });
    const group = await createGroup(t, owner, acme, { name: 'Used group', rateIds: [rate.id] });
    const foreignRate = await createRate(t, outsider, other, { name: 'F', rate: '0.05' });
    const foreignGroup = await createGroup(t, outsider, other, {
      name: 'F group',
      rateIds: [foreignRate.id],
    });
    const body = {
      firstName: 'Tax',
      lastName: 'Payer',
      email: 'tax.payer@example.com',
      phone: '(512) 555-0100',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78704',
    };
    const foreign = await t.request(owner, 'POST', '/api/clients', {
      tenant: acme,
      body: { ...body, taxGroupId: foreignGroup.id },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors.taxGroupId).toBe('Choose a tax group of this organization');
    const client = await t.request(owner, 'POST', '/api/clients', {
      tenant: acme,
      body: { ...body, taxGroupId: group.id },
    });
    expect(client.json().taxGroupId).toBe(group.id);
    const res = await t.request(owner, 'DELETE', `/api/tax-groups/${group.id}`, { tenant: acme });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Used group is used by 1 client. Choose another tax group for them first.',
    );
  });

  it('an exempt client needs a certificate number', async () => {
    const res = await t.request(owner, 'POST', '/api/clients', {
      tenant: acme,
      body: {
        firstName: 'No',
        lastName: 'Certificate',
        email: 'no.cert@example.com',
        phone: '(512) 555-0100',
        address: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zipCode: '78704',
        taxExempt: true,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.taxExemptCertificate).toBe(
      'A tax-exempt client needs an exemption certificate number',
    );
  });
});
