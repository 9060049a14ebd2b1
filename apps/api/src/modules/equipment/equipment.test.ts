import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EQUIPMENT_MESSAGES } from '@tradeworks/contracts/equipment';
import type { TestUser } from '../../test/test-context';
import { twoOrganizations, type TwoOrganizations } from '../../test/two-organizations.test-support';
import { auditRows, createClientVia, userWithPermissions } from '../clients/clients.test-support';
import { createTechnician } from '../dispatching/dispatching.test-support';
import { addLocation, createUnit, firstLocationId } from './equipment.test-support';

let { t, acme, other, owner, member, outsider } = {} as TwoOrganizations;
let viewer: TestUser;
let clientId: string;
let locationId: string;

beforeAll(async () => {
  ({ t, acme, other, owner, member, outsider } = await twoOrganizations());
  viewer = await userWithPermissions(t, acme, ['equipment:view']);
  const client = await createClientVia(t, owner, acme, { firstName: 'Dana', lastName: 'Whitfield' });
  clientId = client.id;
  locationId = await firstLocationId(t, acme, clientId);
});
afterAll(() => t.close());

/** Dates relative to the test tenant's today (UTC). */
const inDays = (days: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const list = async (query: string, user = owner) => {
  const res = await t.request(user, 'GET', `/api/equipment${query}`, { tenant: acme });
  expect(res.statusCode, res.body).toBe(200);
  return { ids: (res.json() as Array<{ id: string }>).map((u) => u.id), total: res.headers['x-total-count'] };
};

describe('POST /api/equipment', () => {
  it("adds a unit at a location: the client comes from the location, the life from the type's default", async () => {
    const res = await t.request(owner, 'POST', '/api/equipment', {
      tenant: acme,
      body: {
        locationId,
        type: 'furnace',
        make: 'Lennox',
        model: 'SL280UH070V36A',
        serialNumber: '5819K12345',
        installDate: '2012-10-02',
        warrantyPartsEnds: '2022-10-02',
        warrantyLabourEnds: '',
        refrigerantChargeOz: '',
        filterSize: '16x25x1',
        notes: 'Basement, north wall',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const unit = res.json();
    expect(unit).toMatchObject({
      locationId,
      locationName: 'Main location',
      locationAddress: '1200 Oak Hollow Dr, Austin, TX 78704',
      clientId,
      clientName: 'Dana Whitfield',
      type: 'furnace',
      expectedLifeYears: 20,
      replacementDueOn: '2032-10-02',
      warrantyLabourEnds: null,
      refrigerantChargeOz: null,
      status: 'active',
      source: 'manual',
    });
    expect(await auditRows(t, unit.id)).toEqual([expect.objectContaining({ action: 'create' })]);
  });

  it("answers 400 with the field's message", async () => {
    const res = await t.request(owner, 'POST', '/api/equipment', {
      tenant: acme,
      body: { type: 'boat', refrigerantChargeOz: '-2', expectedLifeYears: 0, installDate: '2020-13-45' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      locationId: EQUIPMENT_MESSAGES.locationRequired,
      type: EQUIPMENT_MESSAGES.typeInvalid,
      refrigerantChargeOz: EQUIPMENT_MESSAGES.chargeNegative,
      expectedLifeYears: EQUIPMENT_MESSAGES.lifeInvalid,
      installDate: 'Install date must be a date',
    });
    const unknown = await t.request(owner, 'POST', '/api/equipment', {
      tenant: acme,
      body: { type: 'furnace', locationId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b' },
    });
    expect(unknown.json().fieldErrors).toEqual({ locationId: EQUIPMENT_MESSAGES.locationNotFound });
  });

  it('is 401 signed out, 403 with view only; members edit as they edit clients', async () => {
    const body = { locationId, type: 'thermostat' };
    expect((await t.request(null, 'POST', '/api/equipment', { tenant: acme, body })).statusCode).toBe(401);
    expect((await t.request(viewer, 'POST', '/api/equipment', { tenant: acme, body })).statusCode).toBe(403);
    expect((await t.request(viewer, 'GET', '/api/equipment', { tenant: acme })).statusCode).toBe(200);
    expect((await t.request(member, 'POST', '/api/equipment', { tenant: acme, body })).statusCode).toBe(201);
  });
});

describe('GET /api/equipment', () => {
  it('searches serial, model and client; filters type, location, warranty window and age', async () => {
    const client = await createClientVia(t, owner, acme, { firstName: 'Priya', lastName: 'Ramaswamy' });
    const home = await firstLocationId(t, acme, client.id);
    const cabin = await addLocation(t, owner, acme, client.id, { name: 'Cabin' });
    const old = await createUnit(t, owner, acme, home, {
      type: 'air_conditioner',
      serialNumber: 'OLDAC-778',
      model: 'XR13-ZZ',
      installDate: '2001-06-01',
    });
    const ending = await createUnit(t, owner, acme, home, {
      type: 'heat_pump',
      serialNumber: 'HP-2211',
      installDate: inDays(-400),
      warrantyPartsEnds: inDays(400),
      warrantyLabourEnds: inDays(20),
    });
    const soon = await createUnit(t, owner, acme, cabin.id, {
      type: 'mini_split',
      serialNumber: 'MS-9',
      installDate: inDays(-10),
      warrantyPartsEnds: inDays(5),
    });
    const expired = await createUnit(t, owner, acme, cabin.id, {
      type: 'water_heater',
      serialNumber: 'WH-1',
      installDate: inDays(-4000),
      warrantyPartsEnds: inDays(-1),
    });
    const scoped = `clientId=${client.id}`;
    expect((await list(`?${scoped}&search=oldac`)).ids).toEqual([old.id]);
    expect((await list(`?${scoped}&search=xr13-z`)).ids).toEqual([old.id]);
    expect((await list('?search=ramaswamy')).total).toBe('4');
    expect((await list(`?${scoped}&type=mini_split`)).ids).toEqual([soon.id]);
    expect((await list(`?locationId=${cabin.id}`)).ids.sort()).toEqual([soon.id, expired.id].sort());
    // Warranty ending within 30 days: the soonest end first; expired and far-off ends are out.
    expect((await list(`?${scoped}&warrantyEndsWithinDays=30`)).ids).toEqual([soon.id, ending.id]);
    expect((await list(`?${scoped}&warrantyEndsWithinDays=7`)).ids).toEqual([soon.id]);
    // Older than expected life: the 2001 AC (15 years) and the water heater (10 years).
    expect((await list(`?${scoped}&olderThanExpectedLife=true`)).ids.sort()).toEqual(
      [old.id, expired.id].sort(),
    );
    const bad = await t.request(owner, 'GET', '/api/equipment?warrantyEndsWithinDays=-1&type=x', {
      tenant: acme,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("never shows another tenant's units", async () => {
    const foreignClient = await createClientVia(t, outsider, other, { firstName: 'Zed' });
    await createUnit(t, outsider, other, await firstLocationId(t, other, foreignClient.id), {
      serialNumber: 'FOREIGN-1',
    });
    expect((await list('?search=foreign-1')).total).toBe('0');
  });
});

describe('PATCH and DELETE /api/equipment/{id}', () => {
  it('changes fields, follows a new location’s client, keeps a type’s default life in step', async () => {
    const unit = await createUnit(t, owner, acme, locationId, { type: 'air_conditioner' });
    const client = await createClientVia(t, owner, acme, { firstName: 'Moved', lastName: 'To' });
    const target = await firstLocationId(t, acme, client.id);
    const res = await t.request(owner, 'PATCH', `/api/equipment/${unit.id}`, {
      tenant: acme,
      body: { type: 'heat_pump', locationId: target, status: 'replaced', refrigerantChargeOz: 96.5 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      type: 'heat_pump',
      clientId: client.id,
      clientName: 'Moved To',
      expectedLifeYears: 15,
      status: 'replaced',
      refrigerantChargeOz: '96.50',
    });
    const audit = await auditRows(t, unit.id);
    expect(audit.at(-1)).toMatchObject({ action: 'update' });
  });

  it('deletes a unit without history; refuses one with a refrigerant log (409)', async () => {
    const unit = await createUnit(t, owner, acme, locationId);
    const url = `/api/equipment/${unit.id}`;
    expect((await t.request(owner, 'DELETE', url, { tenant: acme })).statusCode).toBe(204);
    expect((await t.request(owner, 'GET', url, { tenant: acme })).statusCode).toBe(404);
    const deleted = await t.request(owner, 'GET', `/api/deleted-records/equipment/${unit.id}`, {
      tenant: acme,
    });
    expect(deleted.statusCode).toBe(200);

    const kept = await createUnit(t, owner, acme, locationId);
    const tech = await createTechnician(t, owner, acme);
    await t.request(owner, 'POST', `/api/equipment/${kept.id}/refrigerant-log`, {
      tenant: acme,
      body: { action: 'added', amountOz: 8, technicianId: tech.id },
    });
    const refused = await t.request(owner, 'DELETE', `/api/equipment/${kept.id}`, { tenant: acme });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/refrigerant log entries.*Mark it replaced or removed instead/);
  });
});

describe('POST /api/equipment/{id}/refrigerant-log', () => {
  it("records what EPA 608 asks, defaulting the refrigerant to the unit's and the day to today", async () => {
    const unit = await createUnit(t, owner, acme, locationId, { refrigerantType: 'R-410A' });
    const tech = await createTechnician(t, owner, acme, { name: 'Luis Ortega' });
    const res = await t.request(owner, 'POST', `/api/equipment/${unit.id}/refrigerant-log`, {
      tenant: acme,
      body: { action: 'added', amountOz: '24.5', technicianId: tech.id, notes: 'Leak at service valve' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      action: 'added',
      amountOz: '24.50',
      refrigerantType: 'R-410A',
      technicianName: 'Luis Ortega',
      servicedOn: inDays(0),
      notes: 'Leak at service valve',
    });
    await t.request(owner, 'POST', `/api/equipment/${unit.id}/refrigerant-log`, {
      tenant: acme,
      body: { action: 'recovered', amountOz: 80, technicianId: tech.id, servicedOn: inDays(-30) },
    });
    const log = await t.request(owner, 'GET', `/api/equipment/${unit.id}/refrigerant-log`, { tenant: acme });
    expect(log.json().map((e: { action: string }) => e.action)).toEqual(['added', 'recovered']);
    expect(log.headers['x-total-count']).toBe('2');
  });

  it('refuses a zero amount, another tenant’s technician and a job elsewhere (400)', async () => {
    const unit = await createUnit(t, owner, acme, locationId);
    const foreignTech = await createTechnician(t, outsider, other);
    const url = `/api/equipment/${unit.id}/refrigerant-log`;
    const zero = await t.request(owner, 'POST', url, {
      tenant: acme,
      body: { action: 'added', amountOz: 0, technicianId: foreignTech.id },
    });
    expect(zero.json().fieldErrors).toEqual({ amountOz: EQUIPMENT_MESSAGES.amountPositive });
    const foreign = await t.request(owner, 'POST', url, {
      tenant: acme,
      body: { action: 'added', amountOz: 3, technicianId: foreignTech.id },
    });
    expect(foreign.statusCode).toBe(400);
    const { rows } = await t.db.platform((tx) =>
      tx.execute(
        sql`select count(*)::int as n from equipment_refrigerant_log where equipment_id = ${unit.id}`,
      ),
    );
    expect(rows[0]).toEqual({ n: 0 });
  });
});
