import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createJob, createTechnician, dayAt, seedClient } from '../dispatching/dispatching.test-support';
import { listen, setTenantZone } from './messages.test-support';
import { getTracking } from './tracking.service';

/*
 * The tracking page's optional map (TRACK_TILE_URL): the technician's position rounded to about a kilometre,
 * only while on the way with a fresh position and still 2 km or more from the client; never the client's
 * coordinates, never the exact position, and no map at all without a tile server.
 */
let t: TestContext;
let acme: TestTenant;
let owner: TestUser;
let tech: TestUser;
let techId: string;
let clientId: string;
const TILES = 'https://tiles.example.test/{z}/{x}/{y}.png';

beforeAll(async () => {
  t = await TestContext.create({ env: { TRACK_TILE_URL: TILES, TRACK_TILE_ATTRIBUTION: '© Test Maps' } });
  await listen(t);
  acme = await t.tenant({ name: 'Acme Heating' });
  owner = await t.user({ tenant: acme, role: 'owner' });
  tech = await t.user({ tenant: acme, role: 'member' });
  await setTenantZone(t, acme, 'America/Chicago');
  techId = (await createTechnician(t, owner, acme, { name: 'Tina Field', userId: tech.id, maxJobs: 20 })).id;
  clientId = await seedClient(t, acme, { name: 'Rosa Secretname', phone: '(512) 555-0142' });
  const res = await t.request(owner, 'PATCH', '/api/admin/messaging', {
    tenant: acme,
    body: { automations: { on_my_way: { enabled: true } } },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(() => t.close());

const TAPPED = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 20 * 60_000);
const later = (minutes: number) => new Date(TAPPED.getTime() + minutes * 60_000);
const KM = 0.0089932;
const JOB = { latitude: 30.359932, longitude: -97.741234 };
const kmSouth = (km: number) => ({
  latitude: +(JOB.latitude - km * KM).toFixed(6),
  longitude: JOB.longitude,
});

async function setOff(tap: Record<string, unknown>): Promise<{ jobId: string; token: string }> {
  const job = await createJob(t, owner, acme, clientId, { scheduledDate: dayAt(0, 15) });
  const assigned = await t.request(owner, 'POST', `/api/service-jobs/${job.id}/assign`, {
    tenant: acme,
    body: { technicianId: techId, scheduledDate: dayAt(0, 15) },
  });
  expect(assigned.statusCode).toBe(200);
  await t.db.platform((tx) =>
    tx.execute(sql`update service_jobs set latitude = ${JOB.latitude}, longitude = ${JOB.longitude}
      where id = ${job.id}`),
  );
  const res = await post(job.id, 'en-route', { at: TAPPED.toISOString(), ...tap }, `map-${job.id}`);
  expect(res.statusCode, res.body).toBe(200);
  const { rows } = await t.db.platform((tx) =>
    tx.execute<{ body: string }>(sql`select body from sms_messages
      where related_id = ${job.id} and kind = 'on_my_way'`),
  );
  return { jobId: job.id, token: /\/track\/([A-Za-z0-9_-]{43})$/.exec(rows[0].body)![1] };
}
const post = (jobId: string, action: string, body: unknown, key?: string) =>
  t.request(tech, 'POST', `/api/my-day/jobs/${jobId}/${action}`, {
    tenant: acme,
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });
const track = (token: string) => t.request(null, 'GET', `/api/track/${token}`);

describe('the tracking map', () => {
  it('shows the technician’s position rounded to about a kilometre, and nothing of the client', async () => {
    const start = kmSouth(10.3);
    const { token } = await setOff({ ...start, accuracy: 12 });
    const res = await track(token);
    expect(res.json().map).toEqual({
      tileUrl: TILES,
      attribution: '© Test Maps',
      zoom: 13,
      latitude: 30.27,
      longitude: -97.74,
    });
    // Neither the exact position nor the client's coordinates (to any useful precision) leave the server.
    for (const secret of [
      String(start.latitude),
      start.latitude.toFixed(3),
      '97.741',
      '30.36',
      '30.359',
      'Secretname',
      '555',
    ])
      expect(res.body).not.toContain(secret);
  });

  it('drops the map within 2 km of the client, once the position is stale, and once the job has started', async () => {
    const { jobId, token } = await setOff({ ...kmSouth(6), accuracy: 12 });
    expect((await track(token)).json().map).not.toBeNull();
    // 1.5 km out: a rounded dot would point at the client's street.
    const near = await post(jobId, 'position', { ...kmSouth(1.5), accuracy: 10, at: later(5).toISOString() });
    expect(near.json()).toEqual({ tracked: true });
    expect((await track(token)).json().map).toBeNull();
    expect(
      (await post(jobId, 'position', { ...kmSouth(4), accuracy: 10, at: later(6).toISOString() })).statusCode,
    ).toBe(200);
    const tiles = { tileUrl: TILES };
    await expect(getTracking(t.db, token, later(7), tiles)).resolves.toMatchObject({
      map: { latitude: 30.32, longitude: -97.74 },
    });
    // No position for more than 30 minutes: where the technician was is no longer where they are.
    await expect(getTracking(t.db, token, later(40), tiles)).resolves.toMatchObject({ map: null });
    expect((await post(jobId, 'start', {}, `map-start-${jobId}`)).statusCode).toBe(200);
    expect((await track(token)).json()).toMatchObject({ status: 'arrived', map: null });
  });

  it('has no map without a position, and none without a tile server', async () => {
    const { token } = await setOff({});
    expect((await track(token)).json()).toMatchObject({ etaSource: null, map: null });
    const placed = await setOff({ ...kmSouth(8), accuracy: 12 });
    expect((await track(placed.token)).json().map).not.toBeNull();
    t.app.env.TRACK_TILE_URL = undefined;
    try {
      expect((await track(placed.token)).json().map).toBeNull();
    } finally {
      t.app.env.TRACK_TILE_URL = TILES;
    }
  });
});
