import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createJob, createTechnician, dayAt, seedClient } from '../dispatching/dispatching.test-support';
import { listen, setTenantZone } from './messages.test-support';
import { getTracking } from './tracking.service';

/*
 * The tracking page follows the technician: My Day sends the phone's position while on the way, the link keeps
 * the last one and reckons the ETA from it (a stale one gives way to the planned route); the page shows the
 * technician's photo or nothing, and never a coordinate, the address or another job.
 */
let t: TestContext;
let acme: TestTenant;
let owner: TestUser;
let tech: TestUser;
let otherTech: TestUser;
let techId: string;
let clientId: string;

beforeAll(async () => {
  t = await TestContext.create();
  await listen(t);
  acme = await t.tenant({ name: 'Acme Heating' });
  owner = await t.user({ tenant: acme, role: 'owner' });
  tech = await t.user({ tenant: acme, role: 'member' });
  otherTech = await t.user({ tenant: acme, role: 'member' });
  await setTenantZone(t, acme, 'America/Chicago');
  techId = (await createTechnician(t, owner, acme, { name: 'Tina Field', userId: tech.id, maxJobs: 20 })).id;
  await createTechnician(t, owner, acme, { name: 'Omar Other', userId: otherTech.id });
  clientId = await seedClient(t, acme, {
    name: 'Rosa Secretname',
    firstName: 'Rosa',
    phone: '(512) 555-0142',
    address: '77 Hidden Lane',
  });
  const res = await t.request(owner, 'PATCH', '/api/admin/messaging', {
    tenant: acme,
    body: { automations: { on_my_way: { enabled: true } } },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(() => t.close());

/** Set off 20 minutes ago on a whole minute, so the positions below (minutes after) are all in the past. */
const TAPPED = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 20 * 60_000);
const later = (minutes: number) => new Date(TAPPED.getTime() + minutes * 60_000);
/** Degrees of latitude per kilometre (the job sits due north of every position). */
const KM = 0.0089932;
const JOB = { latitude: 30.359932, longitude: -97.74 };
const kmSouth = (km: number) => ({
  latitude: +(JOB.latitude - km * KM).toFixed(6),
  longitude: JOB.longitude,
});

async function assignedJob(): Promise<{ id: string; jobNumber: string }> {
  const job = await createJob(t, owner, acme, clientId, { scheduledDate: dayAt(0, 15) });
  const res = await t.request(owner, 'POST', `/api/service-jobs/${job.id}/assign`, {
    tenant: acme,
    body: { technicianId: techId, scheduledDate: dayAt(0, 15) },
  });
  expect(res.statusCode).toBe(200);
  await t.db.platform((tx) =>
    tx.execute(sql`update service_jobs set latitude = ${JOB.latitude}, longitude = ${JOB.longitude}
      where id = ${job.id}`),
  );
  return { id: job.id, jobNumber: job.jobNumber };
}

const post = (user: TestUser, jobId: string, action: string, body: unknown, key?: string) =>
  t.request(user, 'POST', `/api/my-day/jobs/${jobId}/${action}`, {
    tenant: acme,
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });
const position = (jobId: string, minutes: number, km: number, user = tech) =>
  post(user, jobId, 'position', { ...kmSouth(km), accuracy: 15, at: later(minutes).toISOString() });

async function setOff(jobId: string, tap: Record<string, unknown>): Promise<string> {
  const res = await post(tech, jobId, 'en-route', { at: TAPPED.toISOString(), ...tap }, `pos-${jobId}`);
  expect(res.statusCode, res.body).toBe(200);
  const { rows } = await t.db.platform((tx) =>
    tx.execute<{ body: string }>(sql`select body from sms_messages
      where related_id = ${jobId} and kind = 'on_my_way'`),
  );
  return /\/track\/([A-Za-z0-9_-]{43})$/.exec(rows[0].body)![1];
}
const track = (token: string) => t.request(null, 'GET', `/api/track/${token}`);

describe('the position while on the way', () => {
  it('moves the ETA to the last position, ignores an older one, and shows no coordinate', async () => {
    const job = await assignedJob();
    const token = await setOff(job.id, { ...kmSouth(10), accuracy: 12 });
    // 10 km × 1.3 at 40 km/h = 19.5 → 20 minutes after setting off.
    expect((await track(token)).json()).toMatchObject({
      eta: later(20).toISOString(),
      etaSource: 'location',
      positionAt: TAPPED.toISOString(),
    });

    const moved = await position(job.id, 5, 5);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ tracked: true });
    // 5 km × 1.3 at 40 km/h = 9.75 → 10 minutes after that position.
    const res = await track(token);
    expect(res.json()).toMatchObject({
      eta: later(15).toISOString(),
      etaSource: 'location',
      positionAt: later(5).toISOString(),
    });
    // A retry of an earlier position arriving late changes nothing.
    expect((await position(job.id, 3, 8)).json()).toEqual({ tracked: false });
    expect((await track(token)).json()).toMatchObject({ eta: later(15).toISOString() });

    const { latitude } = kmSouth(5);
    for (const secret of [
      String(latitude),
      latitude.toFixed(3),
      '97.74',
      '30.3',
      'Hidden Lane',
      job.jobNumber,
    ])
      expect(res.body).not.toContain(secret);
    expect(Object.keys(res.json()).sort()).toEqual(
      ['companyName', 'eta', 'etaSource', 'expiresAt', 'positionAt', 'status', 'technicianFirstName']
        .concat(['technicianPhotoUrl', 'timeZone', 'map'])
        .sort(),
    );
  });

  it('gives way to the planned route once the position is stale, and takes a position after a tap without one', async () => {
    const job = await assignedJob();
    const planned = later(45);
    await t.db.platform((tx) =>
      tx.execute(
        sql`update service_jobs set planned_arrival = ${planned.toISOString()} where id = ${job.id}`,
      ),
    );
    const token = await setOff(job.id, {});
    expect((await track(token)).json()).toMatchObject({
      eta: planned.toISOString(),
      etaSource: 'route',
      positionAt: null,
    });
    expect((await position(job.id, 2, 4)).json()).toEqual({ tracked: true });
    // 4 km × 1.3 at 40 km/h = 7.8 → 10 minutes.
    await expect(getTracking(t.db, token, later(10))).resolves.toMatchObject({
      eta: later(12).toISOString(),
      etaSource: 'location',
      positionAt: later(2).toISOString(),
    });
    // No position for more than 30 minutes: the planned arrival, still ahead, is the better guess.
    await expect(getTracking(t.db, token, later(33))).resolves.toMatchObject({
      eta: planned.toISOString(),
      etaSource: 'route',
      positionAt: null,
    });
  });

  it('is only for the technician on the way to their own job', async () => {
    const job = await assignedJob();
    const before = await position(job.id, 1, 3);
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe(`You are not on your way to job ${job.jobNumber}`);
    await setOff(job.id, {});
    expect((await position(job.id, 1, 3, otherTech)).statusCode).toBe(404);
    expect((await position(job.id, 1, 3, owner)).statusCode).toBe(404);
    const bad = await post(tech, job.id, 'position', { latitude: 91, longitude: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Must be between -90 and 90');
    expect((await post(tech, job.id, 'start', {}, `start-${job.id}`)).statusCode).toBe(200);
    expect((await position(job.id, 2, 0.1)).statusCode).toBe(409);
  });
});

describe('the technician’s photo', () => {
  const setPhotos = (avatar: string | null, picture: string | null) =>
    t.db.platform(async (tx) => {
      await tx.execute(sql`update technicians set avatar = ${avatar} where id = ${techId}`);
      await tx.execute(sql`update users set profile_image_url = ${picture} where id = ${tech.id}`);
    });

  it('is the technician’s own, else their sign-in’s picture, https only, else none', async () => {
    const job = await assignedJob();
    const token = await setOff(job.id, {});
    const photo = async () => (await track(token)).json().technicianPhotoUrl;
    try {
      await setPhotos('https://photos.example.test/tina.jpg', 'https://id.example.test/me.png');
      expect(await photo()).toBe('https://photos.example.test/tina.jpg');
      await setPhotos(null, 'https://id.example.test/me.png');
      expect(await photo()).toBe('https://id.example.test/me.png');
      await setPhotos('javascript:alert(1)', null);
      expect(await photo()).toBeNull();
      await setPhotos('http://photos.example.test/tina.jpg', null);
      expect(await photo()).toBeNull();
      await setPhotos(null, null);
      expect(await photo()).toBeNull();
    } finally {
      await setPhotos(null, null);
    }
  });
});
