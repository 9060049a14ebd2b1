import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, screenshot, seriousViolations, signIn, test } from '../fixtures';

/*
 * The technician's day at 375 px, as the demo field account (linked to the first technician): On my way,
 * Start and Complete; the office board follows within seconds; a completion made offline is queued with a
 * 'Pending sync' marker and reaches the server exactly once when the connection returns. With the service
 * worker: the day opens after a reload with no connection, and an action made then is sent once.
 */
const T = 'tenant=default';
const unique = () => Date.now().toString(36).slice(-5);

interface MyDay {
  date: string;
  technician: { id: string; name: string } | null;
}

/** Two new jobs of today for the technician (the owner creates and assigns them through the API). */
async function jobsForToday(owner: APIRequestContext, technicianId: string, date: string, tag: string) {
  const update = await owner.patch(`/api/technicians/${technicianId}?${T}`, {
    data: { maxJobs: 50, status: 'available' },
  });
  expect(update.ok(), await update.text()).toBe(true);
  const clients = (await (await owner.get(`/api/clients?${T}&status=active&limit=50`)).json()) as Array<{
    id: string;
    address: string | null;
    phone: string | null;
  }>;
  const client = clients.find((c) => c.address && c.phone) ?? clients[0]!;
  const ids: string[] = [];
  for (const [i, label] of ['Online', 'Offline'].entries()) {
    const created = await owner.post(`/api/service-jobs?${T}`, {
      data: {
        clientId: client.id,
        serviceType: `E2E ${label} visit ${tag}`,
        scheduledDate: date,
        notes: i === 0 ? 'Side gate, dog is friendly' : null,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const assigned = await owner.post(`/api/service-jobs/${id}/assign?${T}`, {
      data: { technicianId, scheduledDate: date, estimatedDuration: 60 },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
    ids.push(id);
  }
  return ids;
}

const card = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

async function jobStatus(owner: APIRequestContext, id: string): Promise<string> {
  return ((await (await owner.get(`/api/service-jobs/${id}?${T}`)).json()) as { status: string }).status;
}

test('my day: start and complete at 375 px, live on the board, offline completion sent exactly once', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const since = new Date(Date.now() - 60_000).toISOString();

  // The office: the owner, signed in in a browser of their own, watching the board.
  const office = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const board = await office.newPage();
  await signIn(board, DEMO.owner);

  // The technician, on a phone.
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, DEMO.member);
  const day = (await (await page.request.get(`/api/my-day?${T}`)).json()) as MyDay;
  expect(day.technician).not.toBeNull();
  const tag = unique();
  const [onlineJob, offlineJob] = await jobsForToday(board.request, day.technician!.id, day.date, tag);

  // The sidebar (a sheet at 375 px) offers My Day to a technician.
  await page
    .getByRole('button', { name: /toggle sidebar|open navigation|menu/i })
    .first()
    .click();
  await page.getByRole('link', { name: 'My Day' }).click();
  await expect(page).toHaveURL(/\/my-day/);
  await expect(page.getByRole('heading', { name: 'My Day', level: 1 })).toBeVisible();

  const first = card(page, `E2E Online visit ${tag}`);
  await expect(first).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(first.getByRole('link', { name: /Call / })).toHaveAttribute('href', /^tel:/);
  await expect(first.getByRole('link', { name: /Open in maps/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
  );
  await expect(first).toContainText('Side gate, dog is friendly');

  await board.goto(`/dispatching?search=${encodeURIComponent(`E2E Online visit ${tag}`)}`);
  const boardRow = board.getByRole('row', { name: new RegExp(`E2E Online visit ${tag}`) });
  await expect(boardRow).toContainText('Assigned');

  // On my way, Start, Complete with notes — each through the server's rules.
  await first.getByRole('button', { name: 'On my way' }).click();
  await expect(first.getByText(/On the way since/)).toBeVisible();
  await expect(first.getByRole('button', { name: 'On my way' })).toHaveCount(0);
  await expect(page.getByText('En Route').first()).toBeVisible();
  await first.getByRole('button', { name: 'Start' }).click();
  await expect(first.getByText('In Progress')).toBeVisible();
  // The office sees it without reloading (the board polls the change feed).
  await expect(boardRow).toContainText('In Progress', { timeout: 15_000 });

  // Both themes (the field account's saved theme is dark), the toggle after each leaves it where it was.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  const startsDark = /dark/.test((await page.locator('html').getAttribute('class')) ?? '');
  for (const theme of startsDark ? (['dark', 'light'] as const) : (['light', 'dark'] as const)) {
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark).*$/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `my-day-${theme}-375`);
    // The day with real stops passes axe too (the screens suite sees the owner's not-linked message).
    expect(await seriousViolations(page), `axe ${theme} 375 px`).toEqual([]);
    await page
      .getByRole('button', { name: `Switch to ${theme === 'dark' ? 'light' : 'dark'} theme` })
      .click();
  }

  await first.getByRole('button', { name: 'Complete' }).click();
  await page.getByLabel('Completion notes').fill('Cleaned coil, replaced filter');
  await page.getByRole('button', { name: 'Complete job' }).click();
  await expect(first.getByText('Completed')).toBeVisible();
  await expect.poll(() => jobStatus(board.request, onlineJob)).toBe('completed');
  await expect(boardRow).toContainText('Completed', { timeout: 15_000 });

  // Offline: start online, then lose the connection and complete the job on the device.
  const second = card(page, `E2E Offline visit ${tag}`);
  await second.getByRole('button', { name: 'Start' }).click();
  await expect(second.getByText('In Progress')).toBeVisible();
  await expect.poll(() => jobStatus(board.request, offlineJob)).toBe('in-progress');

  await page.context().setOffline(true);
  await expect(page.getByText(/You are offline/)).toBeVisible();
  await second.getByRole('button', { name: 'Complete' }).click();
  await page.getByLabel('Completion notes').fill('Done with no signal');
  await page.getByRole('button', { name: 'Complete job' }).click();
  await expect(second.getByText('Completed')).toBeVisible();
  await expect(second.getByTestId('pending-sync')).toHaveText('Pending sync');
  await expect(page.getByRole('status').filter({ hasText: '1 change waiting to be sent' })).toBeVisible();
  await screenshot(page, 'my-day-offline-light-375');
  // Nothing reached the server yet.
  expect(await jobStatus(board.request, offlineJob)).toBe('in-progress');

  // Back online — and the first answer is lost on the way back (the server did complete the job): the
  // device keeps the action and sends it again with the same Idempotency-Key, and the server replays.
  const sentKeys: string[] = [];
  const replayed: string[] = [];
  await page.route('**/api/my-day/jobs/*/complete?*', async (route) => {
    sentKeys.push((await route.request().allHeaders())['idempotency-key'] ?? '');
    const response = await route.fetch();
    if (sentKeys.length === 1) return route.abort('connectionfailed');
    replayed.push(response.headers()['idempotent-replayed'] ?? '');
    return route.fulfill({ response });
  });
  await page.context().setOffline(false);
  await expect(second.getByTestId('pending-sync')).toHaveCount(0, { timeout: 30_000 });
  expect(sentKeys).toHaveLength(2);
  expect(sentKeys[1]).toBe(sentKeys[0]);
  expect(replayed).toEqual(['true']);
  await expect.poll(() => jobStatus(board.request, offlineJob)).toBe('completed');
  const job = (await (await board.request.get(`/api/service-jobs/${offlineJob}?${T}`)).json()) as {
    notes: string;
  };
  expect(job.notes).toBe('Done with no signal');
  // The job's history (the audit entries the change feed reads): one completion.
  const feed = (await (
    await board.request.get(`/api/service-jobs/changes?${T}&since=${encodeURIComponent(since)}`)
  ).json()) as { changes: Array<{ entityId: string; action: string }> };
  const history = feed.changes.filter((c) => c.entityId === offlineJob).map((c) => c.action);
  expect(history.sort()).toEqual(['assign', 'complete', 'create', 'start']);

  await office.close();
});

test('my day: an account without a technician gets a clear message', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, DEMO.owner);
  await page.goto('/my-day');
  await expect(page.getByText('No technician linked')).toBeVisible();
  await expect(page.getByText(/not linked to a technician in this organization/)).toBeVisible();
});

test.describe('with the service worker', () => {
  // The production build's worker (/sw.js); the other specs block it (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('my day: a reload with no connection still opens the day; a completion made then is sent once', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const since = new Date(Date.now() - 60_000).toISOString();
    const office = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const board = await office.newPage();
    await signIn(board, DEMO.owner);

    await page.setViewportSize({ width: 375, height: 800 });
    // Signed in to the profile, not My Day: the test's jobs exist before the day is first opened (and kept).
    await signIn(page, DEMO.member, undefined, '/profile');
    const day = (await (await page.request.get(`/api/my-day?${T}`)).json()) as MyDay;
    const tag = unique();
    const [, jobId] = await jobsForToday(board.request, day.technician!.id, day.date, tag);
    const started = await page.request.post(`/api/my-day/jobs/${jobId}/start?${T}`, { data: {} });
    expect(started.status(), await started.text()).toBe(200);

    await page.goto('/my-day');
    await expect(card(page, `E2E Offline visit ${tag}`)).toBeVisible();
    // The worker takes control of the page and keeps the day's two reads (the page reads them again for it).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const keys = await (await caches.open('tw-api')).keys();
          return keys.map((r) => new URL(r.url).pathname).sort();
        }),
      )
      .toEqual(expect.arrayContaining(['/api/auth/user', '/api/my-day']));
    // Only those two: nothing else of the API is kept.
    const kept = await page.evaluate(async () =>
      (await (await caches.open('tw-api')).keys()).map((r) => new URL(r.url).pathname),
    );
    expect(kept.filter((p) => p.startsWith('/api/')).sort()).toEqual(['/api/auth/user', '/api/my-day']);

    // No connection, and the page is reloaded: the shell comes from the worker's cache, the day from the device.
    await page.context().setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'My Day', level: 1 })).toBeVisible();
    await expect(page.getByText(/You are offline/)).toBeVisible();
    const offlineCard = card(page, `E2E Offline visit ${tag}`);
    await expect(offlineCard.getByText('In Progress')).toBeVisible();
    await offlineCard.getByRole('button', { name: 'Complete' }).click();
    await page.getByLabel('Completion notes').fill('Reloaded with no signal');
    await page.getByRole('button', { name: 'Complete job' }).click();
    await expect(offlineCard.getByTestId('pending-sync')).toHaveText('Pending sync');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'my-day-offline-reload-375');
    await offlineCard.scrollIntoViewIfNeeded();
    await screenshot(page, 'my-day-offline-reload-card-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await jobStatus(board.request, jobId)).toBe('in-progress');

    // The queue is on the device: a second reload, still offline, still has the action waiting.
    await page.reload();
    await expect(card(page, `E2E Offline visit ${tag}`).getByTestId('pending-sync')).toHaveText(
      'Pending sync',
    );
    await expect(page.getByRole('status').filter({ hasText: '1 change waiting to be sent' })).toBeVisible();

    // Back online: sent once, completed once on the server.
    await page.context().setOffline(false);
    await expect(card(page, `E2E Offline visit ${tag}`).getByTestId('pending-sync')).toHaveCount(0, {
      timeout: 30_000,
    });
    await expect.poll(() => jobStatus(board.request, jobId)).toBe('completed');
    const job = (await (await board.request.get(`/api/service-jobs/${jobId}?${T}`)).json()) as {
      notes: string;
    };
    expect(job.notes).toBe('Reloaded with no signal');
    const feed = (await (
      await board.request.get(`/api/service-jobs/changes?${T}&since=${encodeURIComponent(since)}`)
    ).json()) as { changes: Array<{ entityId: string; action: string }> };
    const history = feed.changes.filter((c) => c.entityId === jobId).map((c) => c.action);
    expect(history.sort()).toEqual(['assign', 'complete', 'create', 'start']);

    // Signing out removes the kept answers (and the worker drops them on the POST /api/logout itself).
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/);
    const afterSignOut = await page.evaluate(async () =>
      (await caches.has('tw-api')) ? (await (await caches.open('tw-api')).keys()).map((r) => r.url) : [],
    );
    expect(afterSignOut).toEqual([]);
    await office.close();
  });
});
