import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EQUIPMENT_MESSAGES } from '@tradeworks/contracts/equipment';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createClientVia } from '../clients/clients.test-support';
import { createTechnician, dayAt } from '../dispatching/dispatching.test-support';
import { drawPng } from '../../platform/images/png-image';
import { sendJobPhoto } from '../job-photos/job-photos.test-support';
import { addLocation, createUnit, firstLocationId } from './equipment.test-support';

let t: TestContext;
let acme: TestTenant;
let owner: TestUser;
let technicianId: string;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
  technicianId = (await createTechnician(t, owner, acme, { name: 'Ana Tech' })).id;
});
afterAll(() => t.close());

const post = async (url: string, body: unknown = {}, status = 200) => {
  const res = await t.request(owner, 'POST', url, { tenant: acme, body });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
};
const get = async (url: string) => {
  const res = await t.request(owner, 'GET', url, { tenant: acme });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const today = () => new Date().toISOString().slice(0, 10);

/** assign → start → complete. */
async function workThrough(jobId: string) {
  await post(`/api/service-jobs/${jobId}/assign`, { technicianId, scheduledDate: dayAt(0) });
  await post(`/api/service-jobs/${jobId}/start`);
  return post(`/api/service-jobs/${jobId}/complete`, { notes: 'Cleaned coil, checked charge' });
}

async function createService(name: string, extra: Record<string, unknown>) {
  return post(
    '/api/services',
    { service: { name, serviceType: 'simple', basePrice: '4200.00', ...extra }, lineItems: [] },
    201,
  );
}

describe('jobs and their units', () => {
  it('links the units a job works on; the job shows every active unit at its location', async () => {
    const client = await createClientVia(t, owner, acme);
    const home = await firstLocationId(t, acme, client.id);
    const furnace = await createUnit(t, owner, acme, home, {
      type: 'furnace',
      warrantyPartsEnds: '2030-01-01',
    });
    const ac = await createUnit(t, owner, acme, home, { type: 'air_conditioner' });
    const elsewhere = await addLocation(t, owner, acme, client.id);
    const shedUnit = await createUnit(t, owner, acme, elsewhere.id, { type: 'mini_split' });

    const job = await post(
      '/api/service-jobs',
      { clientId: client.id, serviceType: 'Tune-up', scheduledDate: dayAt(1), equipmentIds: [furnace.id] },
      201,
    );
    expect(job.location).toMatchObject({ id: home, name: 'Main location' });
    expect(job.equipment.map((u: { id: string; linked: boolean }) => [u.id, u.linked])).toEqual(
      expect.arrayContaining([
        [furnace.id, true],
        [ac.id, false],
      ]),
    );
    expect(job.equipment).toHaveLength(2);
    expect(job.equipment.find((u: { id: string }) => u.id === furnace.id)).toMatchObject({
      warrantyPartsEnds: '2030-01-01',
    });

    const refused = await t.request(owner, 'PATCH', `/api/service-jobs/${job.id}`, {
      tenant: acme,
      body: { equipmentIds: [furnace.id, shedUnit.id] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ 'equipmentIds.1': EQUIPMENT_MESSAGES.notAtJobLocation });

    // Moving the job to the other location drops its links to units that are not there.
    const moved = await t.request(owner, 'PATCH', `/api/service-jobs/${job.id}`, {
      tenant: acme,
      body: { locationId: elsewhere.id },
    });
    expect(moved.json()).toMatchObject({ locationId: elsewhere.id, address: '14 Elm St, Austin, TX 78701' });
    expect(moved.json().equipment).toEqual([expect.objectContaining({ id: shedUnit.id, linked: false })]);
  });
});

describe('GET /api/equipment/{id}/history', () => {
  it('merges jobs and the refrigerant log, newest first, paged with a total', async () => {
    const client = await createClientVia(t, owner, acme);
    const unit = await createUnit(t, owner, acme, await firstLocationId(t, acme, client.id));
    const job = await post(
      '/api/service-jobs',
      { clientId: client.id, serviceType: 'Repair', scheduledDate: dayAt(0), equipmentIds: [unit.id] },
      201,
    );
    await workThrough(job.id);
    await post(
      `/api/equipment/${unit.id}/refrigerant-log`,
      { action: 'added', amountOz: 16, technicianId, servicedOn: '2020-03-04', jobId: job.id },
      201,
    );
    const res = await get(`/api/equipment/${unit.id}/history`);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json()).toEqual([
      expect.objectContaining({
        kind: 'job',
        key: `job:${job.id}`,
        jobNumber: job.jobNumber,
        status: 'completed',
        serviceType: 'Repair',
        technicianName: 'Ana Tech',
        agreementId: null,
        notes: 'Cleaned coil, checked charge',
      }),
      expect.objectContaining({
        kind: 'refrigerant',
        servicedOn: '2020-03-04',
        occurredAt: '2020-03-04T12:00:00.000Z',
        action: 'added',
        amountOz: '16.00',
        jobNumber: job.jobNumber,
        technicianName: 'Ana Tech',
      }),
    ]);
    const second = await get(`/api/equipment/${unit.id}/history?limit=1&offset=1`);
    expect(second.json().map((e: { kind: string }) => e.kind)).toEqual(['refrigerant']);
    expect(second.headers['x-total-count']).toBe('2');
  });

  it('shows the readings of checklists filled for the unit and the photos that show it', async () => {
    const client = await createClientVia(t, owner, acme);
    const home = await firstLocationId(t, acme, client.id);
    const unit = await createUnit(t, owner, acme, home);
    const other = await createUnit(t, owner, acme, home, { type: 'furnace' });
    const tuneUp = await createService('Coil check', {});
    await post(
      '/api/checklist-templates',
      {
        name: 'Coil check',
        serviceIds: [tuneUp.id],
        items: [
          { label: 'Superheat', kind: 'number', unit: '°F', min: 8, max: 12 },
          { label: 'Coil clean', kind: 'yesno' },
          { label: 'Signed', kind: 'signature' },
        ],
      },
      201,
    );
    const job = await post(
      '/api/service-jobs',
      {
        clientId: client.id,
        serviceType: 'Maintenance',
        scheduledDate: dayAt(0),
        equipmentIds: [unit.id],
        services: [{ serviceId: tuneUp.id, quantity: 1 }],
      },
      201,
    );
    const sheet = (await get(`/api/service-jobs/${job.id}/checklist`)).json();
    const [superheat, coil] = sheet.checklists[0].items;
    const answer = (itemId: string, body: unknown) =>
      t.request(owner, 'PUT', `/api/service-jobs/${job.id}/checklist/${itemId}`, { tenant: acme, body });
    // The job's only linked unit is the checklist's without a choice; a unit the job does not show is refused.
    expect((await answer(superheat.id, { value: '15.5' })).statusCode).toBe(200);
    const stranger = await createUnit(t, owner, acme, (await addLocation(t, owner, acme, client.id)).id);
    const refused = await answer(coil.id, { value: true, equipmentId: stranger.id });
    expect(refused.statusCode).toBe(400);
    expect((await answer(coil.id, { value: true, equipmentId: unit.id })).statusCode).toBe(200);
    const photo = await sendJobPhoto(
      t,
      owner,
      acme,
      job.id,
      { tag: 'after', caption: 'Clean coil', equipmentId: unit.id },
      {
        name: 'coil.png',
        data: drawPng(8, 8, () => [10, 120, 200]),
      },
    );
    expect(photo.statusCode, photo.body).toBe(201);

    const res = await get(`/api/equipment/${unit.id}/history`);
    expect(res.headers['x-total-count']).toBe('3');
    const entries = res.json();
    expect(entries.find((e: { kind: string }) => e.kind === 'checklist')).toMatchObject({
      jobNumber: job.jobNumber,
      checklistName: 'Coil check',
      answers: [
        { label: 'Superheat', answer: '15.5 °F', expected: '8–12 °F', outOfRange: true },
        { label: 'Coil clean', answer: 'Yes', expected: null, outOfRange: false },
      ],
    });
    expect(entries.find((e: { kind: string }) => e.kind === 'photo')).toMatchObject({
      photoId: photo.json().id,
      tag: 'after',
      caption: 'Clean coil',
      jobId: job.id,
    });
    const otherHistory = await get(`/api/equipment/${other.id}/history`);
    expect(otherHistory.headers['x-total-count']).toBe('0');
  });

  it("shows the visits of a service agreement at the unit's location", async () => {
    const client = await createClientVia(t, owner, acme);
    const unit = await createUnit(t, owner, acme, await firstLocationId(t, acme, client.id));
    const end = new Date();
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    const agreement = await post(
      '/api/service-agreements',
      {
        clientId: client.id,
        serviceType: 'HVAC Maintenance',
        startDate: today(),
        endDate: end.toISOString().slice(0, 10),
        value: '480.00',
        frequency: 'Quarterly',
      },
      201,
    );
    const history = await get(`/api/equipment/${unit.id}/history?limit=200`);
    const visits = history.json() as Array<{ kind: string; agreementNumber: string | null }>;
    expect(visits.length).toBeGreaterThan(0);
    expect(visits.every((v) => v.kind === 'job' && v.agreementNumber === agreement.contractNumber)).toBe(
      true,
    );
  });
});

describe('units installed by completed lines', () => {
  it('a completed job installs one unit per unit of quantity, once, dated the completion day', async () => {
    const service = await createService('Furnace install (80k BTU)', {
      createsEquipment: true,
      equipmentType: 'furnace',
    });
    expect(service).toMatchObject({ createsEquipment: true, equipmentType: 'furnace' });
    const client = await createClientVia(t, owner, acme);
    const site = await addLocation(t, owner, acme, client.id, { name: 'Duplex' });
    const job = await post(
      '/api/service-jobs',
      {
        clientId: client.id,
        locationId: site.id,
        scheduledDate: dayAt(0),
        services: [{ serviceId: service.id, quantity: 2 }],
      },
      201,
    );
    const done = await workThrough(job.id);
    const installed = done.equipment.filter((u: { linked: boolean }) => u.linked);
    expect(installed).toHaveLength(2);
    const units = (await get(`/api/equipment?locationId=${site.id}`)).json();
    expect(units).toHaveLength(2);
    expect(units[0]).toMatchObject({
      type: 'furnace',
      installDate: today(),
      expectedLifeYears: 20,
      source: 'job',
      sourceJobId: job.id,
      notes: `Installed with Furnace install (80k BTU) (job ${job.jobNumber}).`,
    });
    // Invoicing the job and sending the invoice installs nothing more (the job did).
    const invoice = await post(`/api/service-jobs/${job.id}/invoice`, {}, 201);
    await post(`/api/invoices/${invoice.id}/send-email`, { to: 'x@example.com' });
    expect((await get(`/api/equipment?locationId=${site.id}`)).headers['x-total-count']).toBe('2');
    expect(invoice.location).toMatchObject({ id: site.id, name: 'Duplex' });
  });

  it('a sent invoice installs its units at its location; re-sending adds none', async () => {
    const service = await createService('Mini-split head install', {
      createsEquipment: true,
      equipmentType: 'mini_split',
    });
    const client = await createClientVia(t, owner, acme);
    const site = await addLocation(t, owner, acme, client.id, { name: 'Studio' });
    const invoice = await post(
      '/api/invoices',
      {
        clientId: client.id,
        locationId: site.id,
        dueDate: today(),
        lineItems: [
          { itemType: 'service', serviceId: service.id, description: 'Head', quantity: 1, rate: '1800.00' },
          { itemType: 'custom', description: 'Line set', quantity: 1, rate: '200.00' },
        ],
      },
      201,
    );
    await post(`/api/invoices/${invoice.id}/send-email`, { to: 'x@example.com' });
    await post(`/api/invoices/${invoice.id}/send-email`, { to: 'x@example.com' });
    const units = (await get(`/api/equipment?locationId=${site.id}`)).json();
    expect(units).toEqual([
      expect.objectContaining({ type: 'mini_split', source: 'invoice', sourceInvoiceId: invoice.id }),
    ]);
    const { rows } = await t.db.platform((tx) =>
      tx.execute(
        sql`select count(*)::int as n from audit_log where entity = 'equipment' and entity_id = ${units[0].id}`,
      ),
    );
    expect(rows[0]).toEqual({ n: 1 });
  });
});
