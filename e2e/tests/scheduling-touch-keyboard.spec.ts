import type { Locator, Page } from '@playwright/test';
import { DEMO_ZONE, zonedDay, zonedInstant } from '../org-clock';
import { DEMO, expect, screenshot, signIn, test } from '../fixtures';
import { api, calendarShot, firstClientId, post, unique, weekdayAhead } from './scheduling.test-support';

// Issue 34 item 12: a job from the unassigned list goes onto a lane, and an empty slot becomes a new job,
// with a finger (hold, then drag) and with the keyboard, not only with a mouse.
test.use({ timezoneId: DEMO_ZONE, hasTouch: true });

/** A finger: pressed, held until the page shows the drag began (`held`), moved in steps, lifted. */
async function touchDrag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  held: Locator,
) {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => ({ touchPoints: [{ x: Math.round(x), y: Math.round(y) }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', ...point(from.x, from.y) });
  await expect(held).toBeVisible();
  for (let i = 1; i <= 10; i++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      ...point(from.x + ((to.x - from.x) * i) / 10, from.y + ((to.y - from.y) * i) / 10),
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function laneCenterX(page: Page, name: string): Promise<number> {
  const header = page.locator('.tw-cal-column-header', { hasText: name }).first();
  await header.scrollIntoViewIfNeeded();
  const box = (await header.boundingBox())!;
  return box.x + box.width / 2;
}

const hourLabel = (page: Page, label: string) =>
  page.locator('.tw-cal-hour', { hasText: new RegExp(`^${label}$`) });

/** Arrow keys until the keyboard's slot is in `name`'s lane and starts at the hour labelled `label`. */
async function arrowTo(page: Page, name: string, label: string) {
  const cursor = page.getByTestId('slot-cursor');
  await expect(cursor).toBeVisible();
  for (let i = 0; i < 40; i++) {
    const box = (await cursor.boundingBox())!;
    const header = (await page.locator('.tw-cal-column-header', { hasText: name }).first().boundingBox())!;
    const center = box.x + box.width / 2;
    if (center < header.x) await page.keyboard.press('ArrowRight');
    else if (center > header.x + header.width) await page.keyboard.press('ArrowLeft');
    else break;
  }
  for (let i = 0; i < 120; i++) {
    const top = (await cursor.boundingBox())!.y;
    const hour = (await hourLabel(page, label).boundingBox())!.y;
    if (top < hour - 2) await page.keyboard.press('ArrowDown');
    else if (top > hour + 2) await page.keyboard.press('ArrowUp');
    else return;
  }
  throw new Error(`the keyboard slot did not reach ${label} in ${name}'s lane`);
}

async function jobOf(
  page: Page,
  id: string,
): Promise<{ technicianId: string | null; scheduledDate: string }> {
  return (await page.request.get(api(`/api/service-jobs/${id}`))).json();
}

test.describe('scheduling lanes without a mouse', () => {
  const tag = unique();
  const name = `Touch Tia ${tag}`;
  const day = weekdayAhead(120);
  const created: string[] = [];
  let tia = '';
  let waiting = { id: '', jobNumber: '' };

  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.owner);
    if (!tia) tia = (await post(page.request, '/api/technicians', { name, skills: [], maxJobs: 10 })).id;
    // Unassigned and long overdue: at the top of the unassigned list (soonest first).
    const clientId = await firstClientId(page.request);
    waiting = await post(page.request, '/api/service-jobs', {
      clientId,
      serviceType: `Lane check ${tag}`,
      scheduledDate: zonedInstant(zonedDay(Date.now() - (700 + created.length) * 86_400_000), '10:00'),
      estimatedDuration: 60,
    });
    created.push(waiting.id);
    await page.goto(`/scheduling?view=lanes&date=${day}`);
    await expect(page.locator('.tw-cal-column-header', { hasText: name })).toHaveCount(1);
  });

  test.afterAll(async ({ request }) => {
    for (const id of created) await request.delete(api(`/api/service-jobs/${id}`));
    if (tia) await request.delete(api(`/api/technicians/${tia}`));
  });

  test('with a finger: hold a job of the unassigned list and drag it onto a lane; hold an empty slot and drag to create a job there', async ({
    page,
  }) => {
    const item = page.getByRole('listitem').filter({ hasText: waiting.jobNumber });
    await item.scrollIntoViewIfNeeded();
    const itemBox = (await item.boundingBox())!;
    const laneX = await laneCenterX(page, name);
    const one = (await hourLabel(page, '1 PM').boundingBox())!;
    await touchDrag(
      page,
      { x: itemBox.x + 60, y: itemBox.y + 14 },
      { x: laneX, y: one.y + 4 },
      item.and(page.locator('[data-dragging="true"]')),
    );
    await expect.poll(async () => (await jobOf(page, waiting.id)).technicianId).toBe(tia);
    expect((await jobOf(page, waiting.id)).scheduledDate).toBe(zonedInstant(day, '13:00'));
    await expect(page.locator('.tw-cal-event', { hasText: waiting.jobNumber })).toBeVisible();

    // An empty slot: held at 3 PM, dragged to 4 PM: a new job from 3:00 for an hour.
    const three = hourLabel(page, '3 PM');
    await three.scrollIntoViewIfNeeded();
    const threeBox = (await three.boundingBox())!;
    await touchDrag(
      page,
      { x: laneX, y: threeBox.y + 4 },
      { x: laneX, y: threeBox.y + threeBox.height - 4 },
      page.locator('.tw-cal-ghost-select'),
    );
    await expect(page).toHaveURL(/\/dispatching\/jobs\/new\?/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('scheduledDate')).toBe(zonedInstant(day, '15:00'));
    expect(params.get('estimatedDuration')).toBe('60');
  });

  test('with the keyboard: the grip places a job with the arrow keys and Enter (Escape lets go); arrows and Enter on free time create a job', async ({
    page,
  }) => {
    const grip = page.getByRole('button', { name: `Place ${waiting.jobNumber} on a lane` });
    // Escape puts it back: nothing saved.
    await grip.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('application', { name: `Place ${waiting.jobNumber}` })).toBeFocused();
    await expect(page.getByTestId('slot-cursor')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('slot-cursor')).toHaveCount(0);
    expect((await jobOf(page, waiting.id)).technicianId).toBeNull();

    await grip.focus();
    await page.keyboard.press('Enter');
    await arrowTo(page, name, '1 PM');
    await expect(page.getByTestId('slot-cursor')).toHaveText('1:00–2:00 PM');
    await calendarShot(page, 'scheduling-keyboard-place-light-1280');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await jobOf(page, waiting.id)).technicianId).toBe(tia);
    expect((await jobOf(page, waiting.id)).scheduledDate).toBe(zonedInstant(day, '13:00'));

    // Free time: focused, an arrow shows the slot; 3 PM in Tia's lane, Shift+Down three times is an hour.
    const grid = page.getByRole('application', { name: /^Free time/ });
    await grid.focus();
    await page.keyboard.press('ArrowDown');
    await arrowTo(page, name, '3 PM');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowDown');
    await expect(page.getByTestId('slot-cursor')).toHaveText('3:00–4:00 PM');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByTestId('slot-cursor').scrollIntoViewIfNeeded();
    await screenshot(page, 'scheduling-keyboard-slot-light-375');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dispatching\/jobs\/new\?/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('scheduledDate')).toBe(zonedInstant(day, '15:00'));
    expect(params.get('estimatedDuration')).toBe('60');
  });
});
