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
  it("answers only the location's jobs, nearest first, with their count as the total", async () => {
    const clientId = await seedClient(t, acme, { name: 'Two Sites' });
    const site = await addLocation(t, owner, acme, clientId, { name: 'Warehouse' });
    await createJob(t, owner, acme, clientId, { scheduledDate: dayAt(1) });
    await createJob(t, owner, acme, clientId, { scheduledDate: dayAt(2) });
    const later = await createJob(t, owner, acme, clientId, { locationId: site.id, scheduledDate: dayAt(4) });
    const sooner = await createJob(t, owner, acme, clientId, {
      locationId: site.id,
      scheduledDate: dayAt(3),
    });

    const res = await t.request(owner, 'GET', `/api/service-jobs?locationId=${site.id}&limit=1`, {
      tenant: acme,
    });
    expect(res.statusCode).toBe(200);
    // The job list's order (issue 34 item 15): the next visit first, then past ones from the latest back.
    expect(res.json().map((j: { id: string }) => j.id)).toEqual([sooner.id]);
    expect(res.headers['x-total-count']).toBe('2');
    expect(later.id).not.toBe(sooner.id);
  });
});
