import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { addLocation } from '../equipment/equipment.test-support';
import { createJob, dayAt, seedClient } from './dispatching.test-support';

/** The client page's "recent jobs" of a location: the page and its total are the location's own. */
let t: TestContext;
let acme: TestTenant;
let owner: TestUser;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
});
afterAll(() => t.close());

describe('GET /api/service-jobs?locationId=', () => {
  it("answers only the location's jobs, newest first, with their count as the total", async () => {
    const clientId = await seedClient(t, acme, { name: 'Two Sites' });
    const site = await addLocation(t, owner, acme, clientId, { name: 'Warehouse' });
    await createJob(t, owner, acme, clientId, { scheduledDate: dayAt(1) });
    await createJob(t, owner, acme, clientId, { scheduledDate: dayAt(2) });
    const older = await createJob(t, owner, acme, clientId, { locationId: site.id, scheduledDate: dayAt(3) });
    const newer = await createJob(t, owner, acme, clientId, { locationId: site.id, scheduledDate: dayAt(4) });

    const res = await t.request(owner, 'GET', `/api/service-jobs?locationId=${site.id}&limit=1`, {
      tenant: acme,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((j: { id: string }) => j.id)).toEqual([newer.id]);
    expect(res.headers['x-total-count']).toBe('2');
    expect(older.id).not.toBe(newer.id);
  });
});
