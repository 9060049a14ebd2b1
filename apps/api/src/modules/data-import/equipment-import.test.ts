import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS } from '@tradeworks/contracts/data-transfer';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createClientVia } from '../clients/clients.test-support';
import { addLocation, firstLocationId } from '../equipment/equipment.test-support';
import { commit, upload } from './import.test-support';

let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let manager: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  other = await t.tenant();
  manager = await t.user({ tenant: acme, role: 'manager' });
  outsider = await t.user({ tenant: other, role: 'owner' });
});
afterAll(() => t.close());

const units = async (tenant: TestTenant, user: TestUser, query = '') =>
  (await t.request(user, 'GET', `/api/equipment${query}`, { tenant })).json() as Array<
    Record<string, unknown>
  >;

describe('equipment import', () => {
  it('the template has every column and imports after the clients template (its client)', async () => {
    const fresh = await t.tenant();
    const owner = await t.user({ tenant: fresh, role: 'owner' });
    const template = await t.request(owner, 'GET', '/api/imports/templates/equipment.csv', { tenant: fresh });
    const [header, example] = Papa.parse<string[]>(template.body.trim()).data;
    expect(header).toEqual([...IMPORT_COLUMNS.equipment]);
    expect(example.length).toBe(header.length);

    const clients = await t.request(owner, 'GET', '/api/imports/templates/clients.csv', { tenant: fresh });
    await commit(t, owner, fresh, (await upload(t, owner, fresh, 'clients', clients.body)).id);
    const dry = await upload(t, owner, fresh, 'equipment', template.body);
    expect(dry).toMatchObject({ status: 'validated', rowsValidated: 1, toCreate: 1, errors: [] });
    expect((await commit(t, owner, fresh, dry.id)).created).toBe(1);
    expect(await units(fresh, owner)).toEqual([
      expect.objectContaining({
        clientName: 'Ms. Maria Lopez',
        locationName: 'Main location',
        type: 'air_conditioner',
        serialNumber: '2419E12345',
        refrigerantChargeOz: '112.00',
        expectedLifeYears: 15,
        source: 'import',
      }),
    ]);
  });

  it('finds the location by client e-mail and name, reports rows it cannot place, updates by serial', async () => {
    const client = await createClientVia(t, manager, acme, { email: 'owner@lakehouse.example' });
    const cabin = await addLocation(t, manager, acme, client.id, { name: 'Cabin' });
    const csv = (charge: string) =>
      [
        'Customer Email,Site,Equipment Type,Manufacturer,Model Number,Serial,Installed,Charge',
        `owner@lakehouse.example,,furnace,Trane,S9V2,TR-001,2015-09-01,`,
        `OWNER@lakehouse.example,cabin,heat_pump,Mitsubishi,MUZ-FH12,MI-77,06/21/2018,${charge}`,
        `nobody@example.com,,furnace,Goodman,GM9,GD-1,2010-01-01,`,
        `owner@lakehouse.example,Barn,boiler,Weil-McLain,CGa,WM-1,2010-01-01,`,
      ].join('\n');
    const dry = await upload(t, manager, acme, 'equipment', csv('40'));
    expect(dry).toMatchObject({ rowsRead: 4, rowsValidated: 2, invalidRows: 2 });
    expect(dry.errors).toEqual([
      { row: 4, column: 'clientEmail', message: 'No client with this e-mail' },
      { row: 5, column: 'locationName', message: 'The client has no active location of this name' },
    ]);
    const done = await commit(t, manager, acme, dry.id, 'skip-invalid');
    expect(done).toMatchObject({ created: 2, updated: 0 });
    const imported = await units(acme, manager, `?clientId=${client.id}`);
    expect(imported.map((u) => [u.serialNumber, u.locationId])).toEqual(
      expect.arrayContaining([
        ['TR-001', await firstLocationId(t, acme, client.id)],
        ['MI-77', cabin.id],
      ]),
    );

    const again = await commit(
      t,
      manager,
      acme,
      (await upload(t, manager, acme, 'equipment', csv('52'))).id,
      'skip-invalid',
    );
    expect(again).toMatchObject({ created: 0, updated: 2 });
    const heatPump = (await units(acme, manager, '?search=mi-77'))[0];
    expect(heatPump.refrigerantChargeOz).toBe('52.00');
  });

  it("refuses another organization's location id", async () => {
    const foreign = await createClientVia(t, outsider, other, { email: 'x@other.example' });
    const foreignLocation = await firstLocationId(t, other, foreign.id);
    const dry = await upload(t, manager, acme, 'equipment', `locationId,type\n${foreignLocation},furnace`);
    expect(dry.errors).toEqual([
      { row: 2, column: 'locationId', message: 'No active location with this id in this organization' },
    ]);
  });
});
