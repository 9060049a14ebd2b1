import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_MESSAGES } from '@tradeworks/contracts/service-locations';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { dayAt } from '../dispatching/dispatching.test-support';
import { addLocation, createUnit } from '../equipment/equipment.test-support';
import { auditRows, createClientVia, userWithPermissions } from './clients.test-support';
import { createGroup, createRate } from '../tax/tax.test-support';

let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let owner: TestUser;
let viewer: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  other = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
  outsider = await t.user({ tenant: other, role: 'owner' });
  viewer = await userWithPermissions(t, acme, ['clients:view']);
});
afterAll(() => t.close());

const listOf = async (clientId: string, query = '') => {
  const res = await t.request(owner, 'GET', `/api/clients/${clientId}/locations${query}`, { tenant: acme });
  expect(res.statusCode).toBe(200);
  return { items: res.json() as Array<Record<string, unknown>>, total: res.headers['x-total-count'] };
};

const createJob = async (clientId: string, body: Record<string, unknown> = {}) => {
  const res = await t.request(owner, 'POST', '/api/service-jobs', {
    tenant: acme,
    body: { clientId, serviceType: 'A/C Tune-Up', scheduledDate: dayAt(1), ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

describe("a client's first location", () => {
  it("is made from the client's address when the client is created, with its coordinates", async () => {
    const client = await createClientVia(t, owner, acme, { address2: 'Unit 4' });
    const { items, total } = await listOf(client.id);
    expect(total).toBe('1');
    expect(items[0]).toMatchObject({
      clientId: client.id,
      name: 'Main location',
      address: '1200 Oak Hollow Dr',
      address2: 'Unit 4',
      city: 'Austin',
      state: 'TX',
      zipCode: '78704',
      latitude: client.latitude,
      longitude: client.longitude,
      archived: false,
      isDefault: true,
      equipmentCount: 0,
      jobCount: 0,
    });
  });

  it("follows the client's address while it is the only one and still the same", async () => {
    const client = await createClientVia(t, owner, acme);
    const moved = await t.request(owner, 'PATCH', `/api/clients/${client.id}`, {
      tenant: acme,
      body: { address: '77 River Rd', zipCode: '78701' },
    });
    expect(moved.statusCode).toBe(200);
    const [first] = (await listOf(client.id)).items;
    expect(first).toMatchObject({
      address: '77 River Rd',
      zipCode: '78701',
      latitude: moved.json().latitude,
    });

    // With a second location the two are separate: billing stays with the client.
    await addLocation(t, owner, acme, client.id);
    await t.request(owner, 'PATCH', `/api/clients/${client.id}`, {
      tenant: acme,
      body: { address: '1 Billing Plaza' },
    });
    expect((await listOf(client.id)).items[0]).toMatchObject({ address: '77 River Rd' });
  });
});

describe('POST /api/clients/{id}/locations', () => {
  it('adds a location with the ZIP centre as coordinates, audited', async () => {
    const client = await createClientVia(t, owner, acme);
    const res = await t.request(owner, 'POST', `/api/clients/${client.id}/locations`, {
      tenant: acme,
      body: {
        name: 'Lake house',
        address: '5 Shore Ln',
        city: 'Austin',
        state: 'TX',
        zipCode: '78732',
        accessNotes: 'Gate code 4411',
        contactName: 'Sam Caretaker',
        contactPhone: '5125550199',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const location = res.json();
    expect(location).toMatchObject({
      name: 'Lake house',
      accessNotes: 'Gate code 4411',
      contactPhone: '(512) 555-0199',
      taxGroupId: null,
      isDefault: false,
    });
    expect(location.latitude).toBeCloseTo(30.3, 0);
    expect(location.longitude).toBeCloseTo(-97.9, 0);
    expect(await auditRows(t, location.id)).toEqual([
      expect.objectContaining({ action: 'create', summary: expect.stringContaining('Lake house') }),
    ]);
  });

  it('keeps given coordinates and a tax group of the organization, and refuses an unknown group', async () => {
    const client = await createClientVia(t, owner, acme);
    const unknown = await t.request(owner, 'POST', `/api/clients/${client.id}/locations`, {
      tenant: acme,
      body: {
        name: 'Nowhere',
        address: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        taxGroupId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
      },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.taxGroupId).toBe('Choose a tax group of this organization');
    const rate = await createRate(t, owner, acme, { name: 'State', rate: '0.0625' });
    const { id: taxGroupId } = await createGroup(t, owner, acme, { name: 'Lake county', rateIds: [rate.id] });
    const location = await addLocation(t, owner, acme, client.id, {
      latitude: 30.1,
      longitude: '-97.5',
      taxGroupId,
    });
    expect(location).toMatchObject({ latitude: 30.1, longitude: -97.5, taxGroupId });
  });

  it("answers 400 with the form's messages", async () => {
    const client = await createClientVia(t, owner, acme);
    const res = await t.request(owner, 'POST', `/api/clients/${client.id}/locations`, {
      tenant: acme,
      body: { name: ' ', address: '', latitude: 200 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      name: LOCATION_MESSAGES.nameRequired,
      address: LOCATION_MESSAGES.addressRequired,
      city: LOCATION_MESSAGES.cityRequired,
      state: LOCATION_MESSAGES.stateRequired,
      zipCode: LOCATION_MESSAGES.zipRequired,
    });
  });

  it('is 401 signed out, 403 with view only, 404 for another tenant’s client', async () => {
    const client = await createClientVia(t, owner, acme);
    const body = { name: 'X', address: '1 A St', city: 'Austin', state: 'TX', zipCode: '78701' };
    const url = `/api/clients/${client.id}/locations`;
    expect((await t.request(null, 'POST', url, { tenant: acme, body })).statusCode).toBe(401);
    expect((await t.request(viewer, 'POST', url, { tenant: acme, body })).statusCode).toBe(403);
    expect((await t.request(viewer, 'GET', url, { tenant: acme })).statusCode).toBe(200);
    expect((await t.request(outsider, 'POST', url, { tenant: other, body })).statusCode).toBe(404);
    expect((await t.request(outsider, 'GET', url, { tenant: other })).statusCode).toBe(404);
  });
});

describe('GET /api/clients/{id}/locations', () => {
  it('lists the default first, hides archived ones unless asked, searches and pages', async () => {
    const client = await createClientVia(t, owner, acme);
    const rental = await addLocation(t, owner, acme, client.id, { name: 'Rental on Elm' });
    const shop = await addLocation(t, owner, acme, client.id, { name: 'Shop', zipCode: '78745' });
    await t.request(owner, 'PATCH', `/api/clients/${client.id}/locations/${rental.id}`, {
      tenant: acme,
      body: { archived: true },
    });
    expect((await listOf(client.id)).items.map((l) => l.name)).toEqual(['Main location', 'Shop']);
    const all = await listOf(client.id, '?includeArchived=true');
    expect(all.items.map((l) => [l.name, l.archived])).toEqual([
      ['Main location', false],
      ['Shop', false],
      ['Rental on Elm', true],
    ]);
    expect((await listOf(client.id, '?search=78745')).items.map((l) => l.id)).toEqual([shop.id]);
    const page = await listOf(client.id, '?limit=1&offset=1');
    expect(page).toMatchObject({ total: '2', items: [expect.objectContaining({ name: 'Shop' })] });
  });
});

describe('PATCH /api/clients/{id}/locations/{locationId}', () => {
  it('moves open jobs that follow the address; done jobs and jobs with their own address stay', async () => {
    const client = await createClientVia(t, owner, acme);
    const site = await addLocation(t, owner, acme, client.id, { name: 'Office' });
    const open = await createJob(client.id, { locationId: site.id });
    const typed = await createJob(client.id, { locationId: site.id, address: 'Back door, 14 Elm St' });
    const done = await createJob(client.id, { locationId: site.id });
    for (const action of ['assign', 'start', 'complete']) {
      const tech =
        action === 'assign'
          ? await t.request(owner, 'POST', '/api/technicians', { tenant: acme, body: { name: 'Ana' } })
          : undefined;
      const res = await t.request(owner, 'POST', `/api/service-jobs/${done.id}/${action}`, {
        tenant: acme,
        body: tech ? { technicianId: tech.json().id, scheduledDate: dayAt(1) } : {},
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(open.address).toBe('14 Elm St, Austin, TX 78701');

    const res = await t.request(owner, 'PATCH', `/api/clients/${client.id}/locations/${site.id}`, {
      tenant: acme,
      body: { address: '200 Congress Ave', latitude: 30.2649, longitude: -97.7444 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const job = async (id: string) =>
      (await t.request(owner, 'GET', `/api/service-jobs/${id}`, { tenant: acme })).json();
    expect(await job(open.id)).toMatchObject({
      address: '200 Congress Ave, Austin, TX 78701',
      latitude: '30.264900',
      longitude: '-97.744400',
      location: { id: site.id, name: 'Office', fullAddress: '200 Congress Ave, Austin, TX 78701' },
    });
    expect((await job(typed.id)).address).toBe('Back door, 14 Elm St');
    expect((await job(done.id)).address).toBe('14 Elm St, Austin, TX 78701');
    const audit = await auditRows(t, site.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'update',
      changes: expect.objectContaining({ openJobsMoved: 1 }),
    });
  });

  it("refuses to archive the client's last active location (409); archives another", async () => {
    const client = await createClientVia(t, owner, acme);
    const [first] = (await listOf(client.id)).items;
    const url = `/api/clients/${client.id}/locations/${first.id}`;
    const refused = await t.request(owner, 'PATCH', url, { tenant: acme, body: { archived: true } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'CONFLICT',
      message: expect.stringContaining('only active'),
    });
    const second = await addLocation(t, owner, acme, client.id);
    const archived = await t.request(owner, 'PATCH', url, { tenant: acme, body: { archived: true } });
    expect(archived.json()).toMatchObject({ archived: true, isDefault: false });
    // The default moves to the remaining active location; new jobs go there, and the archived one is refused.
    expect((await listOf(client.id)).items[0]).toMatchObject({ id: second.id, isDefault: true });
    expect((await createJob(client.id)).locationId).toBe(second.id);
    const onArchived = await t.request(owner, 'POST', '/api/service-jobs', {
      tenant: acme,
      body: { clientId: client.id, serviceType: 'X', scheduledDate: dayAt(1), locationId: first.id },
    });
    expect(onArchived.statusCode).toBe(400);
    expect(onArchived.json().fieldErrors).toEqual({ locationId: LOCATION_MESSAGES.archived });
  });

  it('is 404 for a location of another client or tenant', async () => {
    const a = await createClientVia(t, owner, acme);
    const b = await createClientVia(t, owner, acme);
    const [bFirst] = (await listOf(b.id)).items;
    const res = await t.request(owner, 'PATCH', `/api/clients/${a.id}/locations/${bFirst.id}`, {
      tenant: acme,
      body: { name: 'Mine now' },
    });
    expect(res.statusCode).toBe(404);
    const foreign = await t.request(outsider, 'PATCH', `/api/clients/${b.id}/locations/${bFirst.id}`, {
      tenant: other,
      body: { name: 'Mine now' },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('DELETE /api/clients/{id}/locations/{locationId}', () => {
  it('refuses a location with jobs or equipment (409: archive instead), deletes an unused one', async () => {
    const client = await createClientVia(t, owner, acme);
    const withJob = await addLocation(t, owner, acme, client.id, { name: 'Warehouse' });
    await createJob(client.id, { locationId: withJob.id });
    const refused = await t.request(owner, 'DELETE', `/api/clients/${client.id}/locations/${withJob.id}`, {
      tenant: acme,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'CONFLICT',
      message: 'Warehouse cannot be deleted because it has jobs. Archive it instead to keep its history.',
    });

    const withUnit = await addLocation(t, owner, acme, client.id, { name: 'Garage' });
    await createUnit(t, owner, acme, withUnit.id);
    const unitRefused = await t.request(
      owner,
      'DELETE',
      `/api/clients/${client.id}/locations/${withUnit.id}`,
      { tenant: acme },
    );
    expect(unitRefused.json().message).toContain('because it has equipment');

    const unused = await addLocation(t, owner, acme, client.id, { name: 'Spare' });
    const url = `/api/clients/${client.id}/locations/${unused.id}`;
    expect((await t.request(owner, 'DELETE', url, { tenant: acme })).statusCode).toBe(204);
    expect((await t.request(owner, 'GET', url, { tenant: acme })).statusCode).toBe(404);
    expect((await auditRows(t, unused.id)).map((r) => r.action)).toEqual(['create', 'delete']);
  });

  it("refuses the client's last active location", async () => {
    const client = await createClientVia(t, owner, acme);
    const [first] = (await listOf(client.id)).items;
    const res = await t.request(owner, 'DELETE', `/api/clients/${client.id}/locations/${first.id}`, {
      tenant: acme,
    });
    expect(res.statusCode).toBe(409);
  });

  it('keeps a client with equipment from being deleted', async () => {
    const client = await createClientVia(t, owner, acme);
    const [first] = (await listOf(client.id)).items;
    await createUnit(t, owner, acme, first.id as string);
    const res = await t.request(owner, 'DELETE', `/api/clients/${client.id}`, { tenant: acme });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('equipment');
  });
});
