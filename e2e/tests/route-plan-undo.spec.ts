import type { Page } from '@playwright/test';
import { DEMO, expect, inEveryLook, screenshot, signIn, test } from '../fixtures';
import { zonedDay, zonedInstant } from '../org-clock';

/*
 * Issue 34 items 3 and 4: Optimize Routes proposes a plan first (nothing changes), Apply writes it, Undo puts the
 * day back exactly; a job booked for a time keeps it while an "any time" job may move.
 */

const stamp = Date.now().toString(36).slice(-5);

/** What a plan writes, for every job of the day. */
async function dayState(page: Page, day: string) {
  const res = await page.request.get(`/api/service-jobs?tenant=default&from=${day}&to=${day}&limit=100`);
  const jobs = (await res.json()) as Array<Record<string, unknown>>;
  return Object.fromEntries(
    jobs.map((j) => [
      j.id,
      [j.status, j.technicianId, j.routeOrder, j.plannedArrival, j.scheduledDate, j.unplacedReason],
    ]),
  );
}

test('optimize routes: preview, apply, undo restores the day exactly', async ({ page }) => {
  test.setTimeout(150_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, DEMO.owner);
  // Tomorrow on the organization's clock: a whole working day ahead whatever the hour the test runs.
  const day = zonedDay(Date.now() + 24 * 3600_000);
  const clients = (await (
    await page.request.get('/api/clients?tenant=default&status=active&limit=100')
  ).json()) as Array<{
    id: string;
    latitude: string | null;
  }>;
  const client = clients.find((c) => c.latitude !== null)!;
  const tech = await page.request.post('/api/technicians?tenant=default', {
    data: { name: `Plan Tech ${stamp}`, maxJobs: 6, homeLatitude: 30.3, homeLongitude: -97.74 },
  });
  expect(tech.status()).toBe(201);
  const newJob = async (time: string, anytime: boolean) => {
    const res = await page.request.post('/api/service-jobs?tenant=default', {
      data: {
        clientId: client.id,
        serviceType: `Plan check ${stamp}`,
        scheduledDate: zonedInstant(day, time),
        estimatedDuration: 45,
        anytime,
      },
    });
    expect(res.status()).toBe(201);
    return (await res.json()) as { id: string; jobNumber: string; scheduledDate: string };
  };
  const booked = await newJob('14:30', false);
  const flexible = await newJob('16:00', true);
  const before = await dayState(page, day);

  await page.goto(`/dispatching?day=${day}`);
  await page.getByRole('button', { name: 'Optimize Routes' }).click();
  const proposed = page.getByLabel('Proposed routes', { exact: true });
  await expect(proposed.getByRole('heading', { name: `Proposed routes for ${day}` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(proposed).toContainText('Nothing has changed yet');
  await expect(proposed).toContainText('% saved');
  await expect(proposed).toContainText(booked.jobNumber);
  // The preview changed nothing.
  expect(await dayState(page, day)).toEqual(before);
  await inEveryLook(page, (look) => screenshot(page, `route-plan-proposed-${look}`));

  // Discard leaves everything as it was; a new preview, then Apply.
  await proposed.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(proposed).toHaveCount(0);
  expect(await dayState(page, day)).toEqual(before);
  await page.getByRole('button', { name: 'Optimize Routes' }).click();
  await proposed.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('Routes Optimized', { exact: true })).toBeVisible({ timeout: 30_000 });
  const applied = page.getByLabel('Optimized routes', { exact: true });
  await expect(applied.getByRole('button', { name: 'Undo', exact: true })).toBeVisible();
  await inEveryLook(page, (look) => screenshot(page, `route-plan-applied-${look}`));
  const after = (await (await page.request.get(`/api/service-jobs/${booked.id}?tenant=default`)).json()) as {
    status: string;
    plannedArrival: string;
    scheduledDate: string;
  };
  // The booked job keeps its time: the planned arrival is the booked time.
  expect(after.status).toBe('assigned');
  expect(after.plannedArrival).toBe(booked.scheduledDate);
  expect(after.scheduledDate).toBe(booked.scheduledDate);
  const moved = (await (
    await page.request.get(`/api/service-jobs/${flexible.id}?tenant=default`)
  ).json()) as {
    plannedArrival: string;
    scheduledDate: string;
  };
  // An "any time" job is booked at its planned arrival, so every screen shows one time.
  expect(moved.scheduledDate).toBe(moved.plannedArrival);

  await applied.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByText('Routes restored', { exact: true })).toBeVisible();
  await expect(applied).toHaveCount(0);
  expect(await dayState(page, day)).toEqual(before);
});
