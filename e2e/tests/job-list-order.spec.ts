import { DEMO, expect, signIn, test } from '../fixtures';
import { zonedDay } from '../org-clock';

/**
 * Issue 34 item 15: Field Dispatching's job list starts with the nearest job (today's and later jobs in time
 * order, past jobs after them), not the farthest one in the future.
 */
test('the job list starts with the nearest upcoming job', async ({ page }) => {
  await signIn(page, DEMO.owner);
  const today = zonedDay(Date.now());
  const upcoming = (await (
    await page.request.get(`/api/service-jobs?tenant=default&from=${today}&limit=100`)
  ).json()) as Array<{ jobNumber: string; scheduledDate: string }>;
  expect(upcoming.length).toBeGreaterThan(1);
  const times = upcoming.map((j) => Date.parse(j.scheduledDate));
  // The demo has jobs weeks ahead: the old order (farthest first) would put one of those on top.
  expect(Math.max(...times)).toBeGreaterThan(Math.min(...times));
  const nearest = upcoming.reduce((a, b) =>
    Date.parse(b.scheduledDate) < Date.parse(a.scheduledDate) ? b : a,
  );

  await page.goto('/dispatching');
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow.getByRole('link').first()).toHaveText(nearest.jobNumber);
  const upcomingNumbers = upcoming.map((j) => j.jobNumber);
  const shown = await page.getByRole('row').getByRole('link', { name: /^JOB-/ }).allTextContents();
  // Every upcoming job listed on the first page comes before any past one, in time order.
  const shownUpcoming = shown.filter((n) => upcomingNumbers.includes(n));
  expect(shown.slice(0, shownUpcoming.length)).toEqual(shownUpcoming);
  const when = new Map(upcoming.map((j) => [j.jobNumber, Date.parse(j.scheduledDate)]));
  const shownTimes = shownUpcoming.map((n) => when.get(n)!);
  expect(shownTimes).toEqual([...shownTimes].sort((a, b) => a - b));
});
