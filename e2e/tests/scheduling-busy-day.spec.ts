import { DEMO_ZONE, zonedInstant } from '../org-clock';
import { DEMO, expect, inEveryLook, signIn, test } from '../fixtures';
import { api, calendarShot, firstClientId, post, unique, weekdayAhead } from './scheduling.test-support';

// Issue 34 item 12: a busy day is readable in the week view, and every technician's lane can be reached.
test.use({ timezoneId: DEMO_ZONE });

test('scheduling: eight jobs at 9:00 fold into "+N more" in the week view, which opens the day with all eight readable', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.owner);
  const request = page.request;
  const tag = unique();
  const clientId = await firstClientId(request);
  const day = weekdayAhead(92);
  const ids: string[] = [];
  try {
    for (let i = 0; i < 8; i++)
      ids.push(
        (
          await post(request, '/api/service-jobs', {
            clientId,
            serviceType: `Busy ${tag}`,
            scheduledDate: zonedInstant(day, '09:00'),
            estimatedDuration: 60,
          })
        ).id,
      );
    await page.goto(`/scheduling?view=week&date=${day}`);
    const busy = page.locator('.tw-cal-event', { hasText: `Busy ${tag}` });
    const fold = page.locator('.tw-cal-fold');
    await expect(fold).toHaveCount(1);
    const folded = Number((await fold.innerText()).match(/\+(\d+) more/)![1]);
    // Every job is either drawn or counted in the fold, and what is drawn is wide enough to read.
    expect(folded + (await busy.count())).toBe(8);
    expect(await busy.count()).toBeGreaterThan(0);
    for (const box of await busy.all()) expect((await box.boundingBox())!.width).toBeGreaterThanOrEqual(40);

    await inEveryLook(page, async (look) => {
      await expect(fold).toBeVisible();
      await fold.scrollIntoViewIfNeeded();
      await calendarShot(page, `scheduling-week-busy-${look}`);
    });

    // The fold is a button: the keyboard opens the day, where all eight are drawn side by side, each readable.
    await fold.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`view=day&date=${day}`));
    await expect(busy).toHaveCount(8);
    await expect(page.locator('.tw-cal-fold')).toHaveCount(0);
    for (const box of await busy.all()) {
      await box.scrollIntoViewIfNeeded();
      expect((await box.boundingBox())!.width).toBeGreaterThanOrEqual(40);
    }
    await page.setViewportSize({ width: 375, height: 800 });
    // On a phone the day scrolls sideways rather than squeeze: the last of the eight is reachable.
    await busy.last().scrollIntoViewIfNeeded();
    await expect(busy.last()).toBeInViewport();
    expect((await busy.last().boundingBox())!.width).toBeGreaterThanOrEqual(40);
    await calendarShot(page, 'scheduling-day-busy-375');
  } finally {
    for (const id of ids) await request.delete(api(`/api/service-jobs/${id}`));
  }
});

test("scheduling: at 1280 px the Technicians view shows every technician's lane, the hours beside them", async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  const technicians: Array<{ name: string }> = await (
    await page.request.get(api('/api/technicians?isActive=true&limit=200'))
  ).json();
  // The demo has eight; other browser tests may have added a few.
  expect(technicians.length).toBeGreaterThanOrEqual(8);
  const day = weekdayAhead(3);
  await page.goto(`/scheduling?view=lanes&date=${day}`);
  const grid = page.getByTestId('calendar-grid');
  const headers = page.locator('.tw-cal-column-header');
  await expect(headers).toHaveCount(technicians.length);
  const gridBox = (await grid.boundingBox())!;
  // At least eight lanes are inside the calendar without scrolling sideways (all of them, if eight).
  let inside = 0;
  for (const header of await headers.all()) {
    const box = (await header.boundingBox())!;
    if (box.x + box.width <= gridBox.x + gridBox.width + 1) inside++;
  }
  expect(inside).toBeGreaterThanOrEqual(8);
  await inEveryLook(page, async (look) => {
    await calendarShot(page, `scheduling-lanes-${look}`);
    if (look.endsWith('375')) {
      // A phone scrolls the lanes sideways; the hour labels stay at the left edge.
      await grid.evaluate((el) => (el.scrollLeft = el.scrollWidth));
      const hour = page.locator('.tw-cal-hour').nth(1);
      const x = (await hour.boundingBox())!.x;
      expect(x).toBeGreaterThanOrEqual((await grid.boundingBox())!.x - 1);
      expect(x).toBeLessThan((await grid.boundingBox())!.x + 20);
      await calendarShot(page, `scheduling-lanes-scrolled-${look}`);
      await grid.evaluate((el) => (el.scrollLeft = 0));
    }
  });
});
