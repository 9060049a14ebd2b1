import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createJob, createTechnician, dayAt, seedClient } from '../dispatching/dispatching.test-support';
import { addLocation, createUnit } from '../equipment/equipment.test-support';

/** The technician's day shows where each job is (location, access notes, contact) and the units there. */
let t: TestContext;
let acme: TestTenant;
let owner: TestUser;
let tech: TestUser;
let techId: string;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
  tech = await t.user({ tenant: acme, role: 'member' });
  techId = (await createTechnician(t, owner, acme, { name: 'Tina Field', userId: tech.id, maxJobs: 10 })).id;
});
afterAll(() => t.close());

describe('GET /api/my-day at a service location', () => {
  it('carries the location, its access notes and contact, and its units with warranty ends', async () => {
    const clientId = await seedClient(t, acme, { name: 'Rosa Client' });
    const site = await addLocation(t, owner, acme, clientId, {
      name: 'Rental unit B',
      accessNotes: 'Gate code 2580',
      contactName: 'Lee Tenant',
      contactPhone: '512-555-0177',
    });
    const furnace = await createUnit(t, owner, acme, site.id, {
      type: 'furnace',
      warrantyPartsEnds: '2031-01-31',
    });
    const retired = await createUnit(t, owner, acme, site.id, { type: 'thermostat', status: 'removed' });
    const job = await createJob(t, owner, acme, clientId, {
      locationId: site.id,
      scheduledDate: dayAt(0),
      equipmentIds: [furnace.id],
    });
    const assigned = await t.request(owner, 'POST', `/api/service-jobs/${job.id}/assign`, {
      tenant: acme,
      body: { technicianId: techId, scheduledDate: dayAt(0) },
    });
    expect(assigned.statusCode).toBe(200);

    const day = await t.request(tech, 'GET', '/api/my-day', { tenant: acme });
    expect(day.statusCode).toBe(200);
    const [mine] = day.json().jobs;
    expect(mine).toMatchObject({
      locationName: 'Rental unit B',
      accessNotes: 'Gate code 2580',
      contactName: 'Lee Tenant',
      contactPhone: '(512) 555-0177',
      address: '14 Elm St, Austin, TX 78701',
      equipment: [expect.objectContaining({ id: furnace.id, linked: true, warrantyPartsEnds: '2031-01-31' })],
    });
    expect(mine.equipment.map((u: { id: string }) => u.id)).not.toContain(retired.id);

    const started = await t.request(tech, 'POST', `/api/my-day/jobs/${job.id}/start`, { tenant: acme });
    expect(started.json()).toMatchObject({
      status: 'in-progress',
      equipment: [expect.objectContaining({ linked: true })],
    });
  });
});
