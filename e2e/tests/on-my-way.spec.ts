import type { APIRequestContext } from '@playwright/test';
import { DEMO, expect, screenshot, seriousViolations, signIn, test } from '../fixtures';

/*
 * On my way at 375 px, as the demo field account: tapped with no connection, it waits in the offline queue and
 * reaches the server once when the phone reconnects — one text to the client (the demo has no Twilio account,
 * so it is captured) with a link to the public tracking page, which a signed-out phone opens: the company,
 * the technician's first name and the ETA, nothing of the client, in light and dark.
 */
const T = 'tenant=default';

interface MyDay {
  date: string;
  technician: { id: string; name: string } | null;
}
interface Text {
  body: string;
  kind: string;
  status: string;
}

async function jobForToday(owner: APIRequestContext, technicianId: string, date: string, tag: string) {
  const update = await owner.patch(`/api/technicians/${technicianId}?${T}`, {
    data: { maxJobs: 50, status: 'available' },
  });
  expect(update.ok(), await update.text()).toBe(true);
  const clients = (await (await owner.get(`/api/clients?${T}&status=active&limit=50`)).json()) as Array<{
    id: string;
    name: string;
    address: string | null;
    phone: string | null;
  }>;
  const client = clients.find((c) => c.address && c.phone)!;
  const created = await owner.post(`/api/service-jobs?${T}`, {
    data: { clientId: client.id, serviceType: `E2E On my way ${tag}`, scheduledDate: date },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const assigned = await owner.post(`/api/service-jobs/${id}/assign?${T}`, {
    data: { technicianId, scheduledDate: date, estimatedDuration: 60 },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  return { jobId: id, client };
}

async function onMyWayTexts(owner: APIRequestContext, clientId: string): Promise<Text[]> {
  const res = await owner.get(`/api/messages?${T}&clientId=${clientId}&kind=on_my_way&limit=20`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as Text[];
}

test('on my way from the offline queue: one text, and the tracking page at 375 px', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const office = await browser.newContext();
  const owner = office.request;
  const signedIn = await office.newPage();
  await signIn(signedIn, DEMO.owner);

  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, DEMO.member);
  const day = (await (await page.request.get(`/api/my-day?${T}`)).json()) as MyDay;
  const tag = Date.now().toString(36).slice(-5);
  const { client } = await jobForToday(owner, day.technician!.id, day.date, tag);
  const before = (await onMyWayTexts(owner, client.id)).length;

  // The technician allows location: the ETA is reckoned from where the phone is (about 10 km out).
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 30.35, longitude: -97.85, accuracy: 20 });
  await page.goto('/my-day');
  const card = page.getByRole('article').filter({ hasText: `E2E On my way ${tag}` });
  await expect(card).toBeVisible();

  // No signal: the tap waits on the phone.
  await page.context().setOffline(true);
  await expect(page.getByText(/You are offline/)).toBeVisible();
  await card.getByRole('button', { name: 'On my way' }).click();
  await expect(card.getByTestId('pending-sync')).toHaveText('Pending sync');
  await screenshot(page, 'on-my-way-offline-375');
  expect(await onMyWayTexts(owner, client.id)).toHaveLength(before);

  // Back online, and the first answer is lost on the way back: the phone sends the tap again with the same
  // key, the server replays its answer, and the client still gets one text.
  let sent = 0;
  await page.route('**/api/my-day/jobs/*/en-route?*', async (route) => {
    sent += 1;
    const response = await route.fetch();
    if (sent === 1) return route.abort('connectionfailed');
    return route.fulfill({ response });
  });
  await page.context().setOffline(false);
  await expect(card.getByTestId('pending-sync')).toHaveCount(0, { timeout: 30_000 });
  expect(sent).toBe(2);
  await expect(card.getByText(/On the way since/)).toBeVisible();
  const texts = await onMyWayTexts(owner, client.id);
  expect(texts).toHaveLength(before + 1);
  const link = /https?:\/\/\S+\/track\/[A-Za-z0-9_-]{43}/.exec(texts[0]!.body)?.[0];
  expect(link, texts[0]!.body).toBeDefined();
  expect(texts[0]!.status).toBe('captured');

  // The client's phone: signed out, 375 px.
  const phone = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const tracking = await phone.newPage();
  await tracking.goto(new URL(link!).pathname);
  const firstName = day.technician!.name.split(' ')[0]!;
  await expect(tracking.getByRole('heading', { name: `${firstName} is on the way` })).toBeVisible();
  await expect(tracking.getByText('Estimated arrival')).toBeVisible();
  await expect(tracking.getByText(/position at \d{1,2}:\d{2}/)).toBeVisible();
  const text = await tracking.locator('main').innerText();
  for (const secret of [client.name, client.address!, client.phone!]) expect(text).not.toContain(secret);
  expect(await tracking.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (const theme of ['light', 'dark'] as const) {
    await tracking.evaluate(
      (dark) => document.documentElement.classList.toggle('dark', dark),
      theme === 'dark',
    );
    await screenshot(tracking, `tracking-page-${theme}-375`);
    expect(await seriousViolations(tracking), `axe ${theme}`).toEqual([]);
  }
  // An unknown link says it has expired, and nothing else.
  await tracking.goto(`/track/${'x'.repeat(43)}`);
  await expect(tracking.getByText('This tracking link has expired.')).toBeVisible();
  await screenshot(tracking, 'tracking-page-expired-375');

  await phone.close();
  await office.close();
});
