import { createServer, type Server } from 'node:http';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { DEMO, expect, screenshot, seriousViolations, signIn, test } from '../fixtures';
import { TILE_PORT } from '../paths.mjs';

/*
 * While the technician is on the way, My Day sends the phone's position every two minutes — only with location
 * already allowed, never a prompt — and the client's tracking page follows: its ETA is reckoned from the last
 * position, and (the demo server names a tile server, TRACK_TILE_URL) a small map shows roughly where they
 * are, from the stand-in tile server below, within the page's CSP. The phone's clock is Playwright's, so the
 * two-minute interval is run forward, never waited for.
 */
const T = 'tenant=default';
const INTERVAL = 120_000;
// A 1×1 PNG: the stand-in's every tile (the page sizes tiles to 256 px).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface MyDay {
  date: string;
  technician: { id: string; name: string } | null;
  jobs: Array<{ id: string; status: string; enRouteAt: string | null }>;
}
interface Tracking {
  positionAt: string | null;
  eta: string | null;
  etaSource: string | null;
  map: { latitude: number; longitude: number; zoom: number } | null;
}

/** The stand-in tile server: answers /tiles/{z}/{x}/{y}.png with a PNG and remembers what was asked. */
async function startTiles(): Promise<{ server: Server; asked: string[] }> {
  const asked: string[] = [];
  const server = createServer((req, res) => {
    asked.push(req.url ?? '');
    if (!/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(PNG);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(TILE_PORT, '127.0.0.1', resolve);
  });
  return { server, asked };
}

/** A job of today for the demo technician, with where it is (the map keeps 2 km away from it). */
async function jobForToday(owner: APIRequestContext, day: MyDay, tag: string) {
  const update = await owner.patch(`/api/technicians/${day.technician!.id}?${T}`, {
    data: { maxJobs: 50, status: 'available' },
  });
  expect(update.ok(), await update.text()).toBe(true);
  const clients = (await (await owner.get(`/api/clients?${T}&status=active&limit=50`)).json()) as Array<{
    id: string;
    address: string | null;
    phone: string | null;
  }>;
  const client = clients.find((c) => c.address && c.phone)!;
  const created = await owner.post(`/api/service-jobs?${T}`, {
    data: { clientId: client.id, serviceType: `E2E Tracking ${tag}`, scheduledDate: day.date },
  });
  expect(created.status(), await created.text()).toBe(201);
  const job = (await created.json()) as { id: string; latitude: string | null; longitude: string | null };
  const assigned = await owner.post(`/api/service-jobs/${job.id}/assign?${T}`, {
    data: { technicianId: day.technician!.id, scheduledDate: day.date, estimatedDuration: 60 },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  expect(job.latitude, 'the demo client is geocoded').not.toBeNull();
  return { id: job.id, client, latitude: Number(job.latitude), longitude: Number(job.longitude) };
}

/**
 * The technician's phone at 375 px, signed in as the demo field account, with Playwright's clock (ten minutes
 * behind, so every position it dates is in the past for the server). Jobs an earlier spec left on the way are
 * started first: My Day sends positions for the first job on the way.
 */
async function technicianPhone(context: BrowserContext) {
  await context.clock.install({ time: Math.floor(Date.now() / 60_000) * 60_000 - 10 * 60_000 });
  const phone = await context.newPage();
  await phone.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(phone, DEMO.member);
  const day = (await (await phone.request.get(`/api/my-day?${T}`)).json()) as MyDay;
  expect(day.technician).not.toBeNull();
  for (const job of day.jobs.filter((j) => j.status === 'assigned' && j.enRouteAt)) {
    const started = await phone.request.post(`/api/my-day/jobs/${job.id}/start?${T}`, {
      data: {},
      headers: { 'idempotency-key': `tracking-map-clear-${job.id}` },
    });
    expect(started.ok(), await started.text()).toBe(true);
  }
  return { phone, day };
}

const positionPosts = (url: string) => /\/api\/my-day\/jobs\/[^/]+\/position/.test(url);

test('my day sends the position while on the way; the tracking page follows it, with a map of tiles', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tiles = await startTiles();
  const office = await browser.newContext();
  const owner = office.request;
  await signIn(await office.newPage(), DEMO.owner);

  const techContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  await techContext.grantPermissions(['geolocation']);
  const { phone, day } = await technicianPhone(techContext);
  const tag = Date.now().toString(36).slice(-5);
  const job = await jobForToday(owner, day, tag);
  // Setting off about 11 km south of the client.
  const south = (km: number) => ({
    latitude: job.latitude - km / 111.2,
    longitude: job.longitude,
    accuracy: 20,
  });
  await techContext.setGeolocation(south(11));

  await phone.goto('/my-day');
  const card = phone.getByRole('article').filter({ hasText: `E2E Tracking ${tag}` });
  await card.getByRole('button', { name: 'On my way' }).click();
  await expect(card.getByText(/On the way since/)).toBeVisible();
  const texts = (await (
    await owner.get(`/api/messages?${T}&clientId=${job.client.id}&kind=on_my_way&limit=1`)
  ).json()) as Array<{ body: string }>;
  const token = /\/track\/([A-Za-z0-9_-]{43})/.exec(texts[0]!.body)![1]!;
  const track = async () => (await (await owner.get(`/api/track/${token}`)).json()) as Tracking;
  const setOff = await track();
  expect(setOff.etaSource).toBe('location');

  // Two minutes on (the phone's clock run forward), from 6 km out: a new position, a nearer ETA.
  await techContext.setGeolocation(south(6));
  const sent = phone.waitForRequest((r) => positionPosts(r.url()) && r.method() === 'POST');
  await techContext.clock.runFor(INTERVAL);
  const body = (await sent).postDataJSON() as { latitude: number; at: string };
  expect(body.latitude).toBeCloseTo(south(6).latitude, 5);
  await expect.poll(async () => (await track()).positionAt).toBe(new Date(body.at).toISOString());
  const moved = await track();
  expect(new Date(moved.eta!).getTime()).toBeLessThan(new Date(setOff.eta!).getTime());
  expect(moved.map).toMatchObject({ zoom: 13, latitude: Number(south(6).latitude.toFixed(2)) });

  // The client's phone (signed out): the ETA from that position, and the map from the stand-in's tiles.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.context().clearCookies();
  await page.goto(`/track/${token}`);
  await expect(page.getByText('Estimated arrival')).toBeVisible();
  const map = page.getByRole('img', { name: /approximate position/ });
  await expect(map).toBeVisible();
  await expect(page.getByText('Stand-in tiles')).toBeVisible();
  const loaded = map.locator('img');
  await expect(loaded).toHaveCount(9);
  await expect
    .poll(() => loaded.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  expect(new Set(tiles.asked.filter((u) => u.startsWith('/tiles/13/'))).size).toBe(9);
  const text = await page.locator('main').innerText();
  for (const secret of [job.client.address!, job.client.phone!, String(job.latitude)])
    expect(text).not.toContain(secret);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
    await screenshot(page, `tracking-map-${theme}-375`);
    expect(await seriousViolations(page), `axe ${theme}`).toEqual([]);
  }

  // Another two minutes, 1 km out: sent again; the map gives way (it would point at the client's street).
  await techContext.setGeolocation(south(1));
  const again = phone.waitForRequest((r) => positionPosts(r.url()) && r.method() === 'POST');
  await techContext.clock.runFor(INTERVAL);
  const near = (await again).postDataJSON() as { latitude: number; at: string };
  expect(near.latitude).toBeCloseTo(south(1).latitude, 5);
  await expect.poll(async () => (await track()).positionAt).toBe(new Date(near.at).toISOString());
  expect((await track()).map).toBeNull();
  await page.reload();
  await expect(page.getByText('Estimated arrival')).toBeVisible();
  await expect(page.getByRole('img', { name: /approximate position/ })).toHaveCount(0);

  await techContext.close();
  await office.close();
  await new Promise((resolve) => tiles.server.close(resolve));
});

test('without location permission My Day sends no position and never asks', async ({ browser }) => {
  test.setTimeout(120_000);
  const office = await browser.newContext();
  await signIn(await office.newPage(), DEMO.owner);
  const techContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  // Every call for the position is counted: the tap may ask (a person pressed it), the interval never may.
  await techContext.addInitScript(() => {
    const geo = navigator.geolocation;
    const original = geo.getCurrentPosition.bind(geo);
    (window as unknown as { positionAsks: number }).positionAsks = 0;
    geo.getCurrentPosition = (...args: Parameters<Geolocation['getCurrentPosition']>) => {
      (window as unknown as { positionAsks: number }).positionAsks += 1;
      original(...args);
    };
  });
  const { phone, day } = await technicianPhone(techContext);
  const tag = Date.now().toString(36).slice(-5);
  await jobForToday(office.request, day, tag);
  const posted: string[] = [];
  phone.on('request', (r) => {
    if (positionPosts(r.url())) posted.push(r.url());
  });

  await phone.goto('/my-day');
  const card = phone.getByRole('article').filter({ hasText: `E2E Tracking ${tag}` });
  await card.getByRole('button', { name: 'On my way' }).click();
  await expect(card.getByText(/On the way since/)).toBeVisible();
  const asks = await phone.evaluate(() => (window as unknown as { positionAsks: number }).positionAsks);
  // Three intervals later: not one position asked for or sent.
  await techContext.clock.runFor(3 * INTERVAL);
  // The interval's own permission check was asked before this one, so it has answered by the time this does.
  expect(
    await phone.evaluate(async () => (await navigator.permissions.query({ name: 'geolocation' })).state),
  ).not.toBe('granted');
  await expect(card.getByText(/On the way since/)).toBeVisible();
  expect(await phone.evaluate(() => (window as unknown as { positionAsks: number }).positionAsks)).toBe(asks);
  expect(posted).toEqual([]);

  await techContext.close();
  await office.close();
});
