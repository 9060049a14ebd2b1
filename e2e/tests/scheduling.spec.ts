import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_ZONE, zoneOffset } from '../org-clock';
import { DEMO, expect, inEveryLook, screenshot, seriousViolations, signIn, test } from '../fixtures';

const api = (path: string) => `${path}${path.includes('?') ? '&' : '?'}tenant=default`;
const unique = () => Date.now().toString(36).slice(-5);
const pad = (n: number) => String(n).padStart(2, '0');
const dateParam = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** A weekday `days` from now (local midnight): far enough ahead to hold only this test's jobs. */
function weekdayAhead(days: number): Date {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  d.setDate(d.getDate() + days);
  while (d.getDay() === 0 || d.getDay() === 6) d.setDate(d.getDate() + 1);
  return d;
}
/** The demo organization's time zone: the browser runs in it, as an office in that company's town would. */
const ZONE = DEMO_ZONE;
test.use({ timezoneId: ZONE });

/** The instant of hh:mm on that calendar day in the organization's time zone. */
const at = (day: Date, hour: number, minute = 0) => {
  const wall = Date.UTC(day.getFullYear(), day.getMonth(), day.getDate(), hour, minute);
  return new Date(wall - zoneOffset(wall)).toISOString();
};

async function post<T = { id: string; jobNumber: string }>(
  request: APIRequestContext,
  path: string,
  data: unknown,
): Promise<T> {
  const res = await request.post(api(path), { data });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return res.json();
}

async function firstClientId(request: APIRequestContext): Promise<string> {
  const clients: Array<{ id: string }> = await (await request.get(api('/api/clients?limit=1'))).json();
  return clients[0].id;
}

/** The horizontal middle of a technician's lane (its header in the resource day view). */
async function laneCenterX(page: Page, name: string): Promise<number> {
  const header = page.locator('.tw-cal-column-header', { hasText: name }).first();
  await header.scrollIntoViewIfNeeded();
  const box = (await header.boundingBox())!;
  return box.x + box.width / 2;
}

async function laneOf(page: Page, event: Locator, names: string[]): Promise<string | undefined> {
  const box = (await event.boundingBox())!;
  const x = box.x + box.width / 2;
  for (const name of names) {
    const header = (await page.locator('.tw-cal-column-header', { hasText: name }).first().boundingBox())!;
    if (x >= header.x && x <= header.x + header.width) return name;
  }
  return undefined;
}

/** A mouse drag as a person does it: press on the job, move in steps, release over the target. */
async function dragTo(page: Page, event: Locator, x: number, y?: number) {
  await event.scrollIntoViewIfNeeded();
  const box = (await event.boundingBox())!;
  const startX = box.x + box.width / 2;
  const startY = box.y + Math.min(12, box.height / 2);
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  await page.mouse.move(startX + 5, startY + 5, { steps: 3 });
  await page.mouse.move(x, y ?? startY, { steps: 12 });
  await page.mouse.up();
}

const eventOf = (page: Page, jobNumber: string) => page.locator('.tw-cal-event', { hasText: jobNumber });

/** Screenshots show the calendar itself: the page scrolled so it starts at the top. */
async function calendarShot(page: Page, name: string) {
  // Just under the sticky header.
  await page
    .getByTestId('schedule-calendar')
    .evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 72));
  await screenshot(page, name);
}

test('scheduling: week view of API jobs, drag to another lane (saved), refused drop snaps back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, DEMO.owner);
  const request = page.request;
  const tag = unique();
  const nameA = `Lane Ana ${tag}`;
  const nameB = `Lane Ben ${tag}`;
  const ana = await post(request, '/api/technicians', {
    name: nameA,
    skills: ['Boiler Certification'],
    maxJobs: 10,
  });
  const ben = await post(request, '/api/technicians', { name: nameB, skills: [], maxJobs: 10 });
  const clientId = await firstClientId(request);
  const day = weekdayAhead(45);
  const job = async (hour: number, extra: Record<string, unknown> = {}, technicianId?: string) => {
    const created = await post(request, '/api/service-jobs', {
      clientId,
      serviceType: `Calendar check ${tag}`,
      scheduledDate: at(day, hour),
      estimatedDuration: 60,
      ...extra,
    });
    if (technicianId)
      await post(request, `/api/service-jobs/${created.id}/assign`, {
        technicianId,
        scheduledDate: at(day, hour),
        estimatedDuration: 60,
      });
    return created;
  };
  const moving = await job(9, {}, ana.id);
  await job(11, {}, ana.id);
  const certified = await job(13, { requiredSkills: ['Boiler Certification'] }, ana.id);
  const waiting = await job(10);

  // Week view: the jobs created through the API, read by date range.
  await page.goto(`/scheduling?view=week&date=${dateParam(day)}`);
  await expect(page.getByRole('heading', { name: 'Scheduling', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Week', pressed: true })).toBeVisible();
  // Each is drawn, or folded into the "+N more" of a crowded hour (the demo's agreement visits may share it).
  await expect(eventOf(page, certified.jobNumber)).toBeVisible();
  for (const j of [moving, waiting])
    if ((await eventOf(page, j.jobNumber).count()) === 0)
      await expect(page.locator('.tw-cal-fold').first()).toBeVisible();
  await inEveryLook(page, (look) => calendarShot(page, `scheduling-week-${look}`));
  expect(await seriousViolations(page)).toEqual([]);

  // Month view of the same range; the URL keeps view and date.
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(page).toHaveURL(/view=month/);
  await expect(page.locator('.tw-cal-month')).toBeVisible();
  await inEveryLook(page, (look) => calendarShot(page, `scheduling-month-${look}`));

  // The day with one lane per technician, and the unassigned list beside it.
  await page.goto(`/scheduling?view=lanes&date=${dateParam(day)}`);
  await expect(page.locator('.tw-cal-column-header', { hasText: nameA })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unscheduled / unassigned' })).toBeVisible();
  await expect(eventOf(page, moving.jobNumber)).toBeVisible();
  await inEveryLook(page, (look) => calendarShot(page, `scheduling-lanes-${look}`));
  expect(await seriousViolations(page)).toEqual([]);

  // Drag a job from Ana's lane to Ben's: saved, and still there after a reload.
  expect(await laneOf(page, eventOf(page, moving.jobNumber), [nameA, nameB])).toBe(nameA);
  await dragTo(page, eventOf(page, moving.jobNumber), await laneCenterX(page, nameB));
  await expect(page.getByText('Job rescheduled', { exact: true })).toBeVisible();
  await page.reload();
  await expect(eventOf(page, moving.jobNumber)).toBeVisible();
  expect(await laneOf(page, eventOf(page, moving.jobNumber), [nameA, nameB])).toBe(nameB);
  const saved = await (await request.get(api(`/api/service-jobs/${moving.id}`))).json();
  expect(saved).toMatchObject({ technicianId: ben.id, technicianName: nameB });

  // A drop that breaks a rule (Ben lacks the skill) is refused by the server and snaps back.
  await dragTo(page, eventOf(page, certified.jobNumber), await laneCenterX(page, nameB));
  await expect(page.getByText('Failed to reschedule job', { exact: true })).toBeVisible();
  await expect(
    page.getByText(`${nameB} lacks the required skill: Boiler Certification`, { exact: true }),
  ).toBeVisible();
  await expect.poll(() => laneOf(page, eventOf(page, certified.jobNumber), [nameA, nameB])).toBe(nameA);
  const refused = await (await request.get(api(`/api/service-jobs/${certified.id}`))).json();
  expect(refused.technicianId).toBe(ana.id);

  // The keyboard path: the job's dialog assigns the waiting job to Ben at 15:00 for 45 minutes.
  await page
    .getByRole('listitem')
    .filter({ hasText: waiting.jobNumber })
    .getByRole('button', { name: `Schedule ${waiting.jobNumber}` })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Time/).fill('15:00');
  await dialog.getByLabel('Technician').selectOption({ label: nameB });
  await dialog.getByLabel(/^Duration/).fill('50');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Duration must be in 15-minute steps')).toBeVisible();
  await dialog.getByLabel(/^Duration/).fill('45');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const assigned = await (await request.get(api(`/api/service-jobs/${waiting.id}`))).json();
  expect(assigned).toMatchObject({
    status: 'assigned',
    technicianId: ben.id,
    estimatedDuration: 45,
    scheduledDate: at(day, 15),
  });
});

test.describe('a dispatcher in another time zone', () => {
  // The laptop is in Tokyo (UTC+9, no DST); the organization is in Chicago: 9:00 Chicago must read 9:00.
  test.use({ timezoneId: 'Asia/Tokyo' });

  test("scheduling: times on the organization's clock: a 9:00 Chicago job shows at 9:00 and a drag to 10:00 saves 10:00 Chicago", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page, DEMO.owner);
    const request = page.request;
    const tag = unique();
    const clientId = await firstClientId(request);
    const day = weekdayAhead(52);
    const job = await post(request, '/api/service-jobs', {
      clientId,
      serviceType: `Zone check ${tag}`,
      scheduledDate: at(day, 9),
      estimatedDuration: 60,
    });
    try {
      // Without a date the calendar opens on today in Chicago, not in Tokyo (they differ most of the day).
      const chicagoToday = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
      await page.goto('/scheduling?view=day');
      await expect(page.getByTestId('schedule-calendar')).toHaveAttribute('data-date', chicagoToday);
      await expect(
        page.getByText(
          "Times are shown in the organization's time zone, America/Chicago (this device: Asia/Tokyo).",
        ),
      ).toBeVisible();

      // The job created through the API at 9:00 Chicago is drawn at 9:00, on its Chicago day.
      await page.goto(`/scheduling?view=day&date=${dateParam(day)}`);
      const event = eventOf(page, job.jobNumber);
      await expect(event).toBeVisible();
      await calendarShot(page, 'scheduling-day-tokyo-light-1280');
      await event.scrollIntoViewIfNeeded();
      await expect(event.locator('.tw-cal-event-label')).toHaveText('9:00–10:00 AM');
      const nineLabel = page.locator('.tw-cal-hour', { hasText: /^9 AM$/ });
      const nine = (await nineLabel.boundingBox())!;
      const box = (await event.boundingBox())!;
      expect(Math.abs(box.y - nine.y)).toBeLessThan(3);

      // Drag it one hour down: saved as 10:00 Chicago (read back through the API).
      await dragTo(page, event, box.x + box.width / 2, box.y + Math.min(12, box.height / 2) + nine.height);
      await expect(page.getByText('Job rescheduled', { exact: true })).toBeVisible();
      await expect
        .poll(
          async () => (await (await request.get(api(`/api/service-jobs/${job.id}`))).json()).scheduledDate,
        )
        .toBe(at(day, 10));
      await expect(event.locator('.tw-cal-event-label')).toHaveText('10:00–11:00 AM');

      // The job's dialog reads and writes the Chicago date and time too: 10:00 → 14:30 Chicago.
      await event.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByLabel('Date')).toHaveValue(dateParam(day));
      await expect(dialog.getByLabel(/^Time/)).toHaveValue('10:00');
      await expect(dialog.getByText('America/Chicago time')).toBeVisible();
      await dialog.getByLabel(/^Time/).fill('14:30');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toHaveCount(0);
      const saved = await (await request.get(api(`/api/service-jobs/${job.id}`))).json();
      expect(saved.scheduledDate).toBe(at(day, 14, 30));
      await expect(event.locator('.tw-cal-event-label')).toHaveText('2:30–3:30 PM');
    } finally {
      await request.delete(api(`/api/service-jobs/${job.id}`));
    }
  });
});

test('scheduling: a week with 500 jobs draws, and re-draws from the day view in under 1.5 s (timed)', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO.owner);
  const request = page.request;
  const clientId = await firstClientId(request);
  // A week of its own, far ahead: 500 jobs, 100 a weekday, 08:00–16:45 in 15-minute steps.
  const monday = weekdayAhead(120);
  while (monday.getDay() !== 1) monday.setDate(monday.getDate() + 1);
  const ids: string[] = [];
  for (let batch = 0; batch < 25; batch++) {
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const n = batch * 20 + i;
        const day = new Date(monday);
        day.setDate(monday.getDate() + (n % 5));
        return post(request, '/api/service-jobs', {
          clientId,
          serviceType: 'Load check',
          scheduledDate: at(day, 8 + (n % 9), ((n >> 3) % 4) * 15),
          estimatedDuration: 60,
        });
      }),
    );
    ids.push(...created.map((c) => c.id));
  }
  try {
    // Long tasks (> 50 ms on the main thread) are the stutter a person would feel.
    await page.addInitScript(() => {
      const w = window as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const longTasks = () =>
      page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.map(Math.round));
    const calendar = page.getByTestId('schedule-calendar');
    const started = Date.now();
    await page.goto(`/scheduling?view=week&date=${dateParam(monday)}`);
    await expect(calendar).toHaveAttribute('data-events', '500', { timeout: 60_000 });
    await expect(page.locator('.tw-cal-event').first()).toBeVisible();
    const loadMs = Date.now() - started;
    const loadTasks = await longTasks();
    // Switching views re-renders from the cache: measured from the click to the drawn week, three times.
    // The buttons are found by CSS, not by role: a role query computes the accessible name of every job on
    // the page (each is a button) and would time the test harness rather than the calendar.
    const viewButton = (name: string) => page.locator('button[aria-pressed]', { hasText: name });
    const redraws: Array<{ ms: number; longest: number }> = [];
    for (let i = 0; i < 3; i++) {
      await viewButton('Day').click();
      await expect(calendar).toHaveAttribute('data-view', 'day');
      await expect(page.locator('.tw-cal-event').first()).toBeVisible();
      await page.waitForTimeout(300);
      await page.evaluate(() => ((window as unknown as { __longTasks: number[] }).__longTasks = []));
      const switchStarted = Date.now();
      await viewButton('Week').click();
      // Every job is drawn or counted in a crowded hour's "+N more" (issue 34 item 12).
      await page.waitForFunction(
        () =>
          document.querySelectorAll('.tw-cal-event').length +
            Array.from(document.querySelectorAll('.tw-cal-fold')).reduce(
              (sum, fold) => sum + Number(/\d+/.exec(fold.textContent ?? '')?.[0] ?? 0),
              0,
            ) >=
          500,
      );
      const ms = Date.now() - switchStarted;
      // Let the frame that paints the week (and anything it sets off) finish before reading the tasks.
      await page.waitForTimeout(500);
      redraws.push({ ms, longest: Math.max(0, ...(await longTasks())) });
    }
    const best = Math.min(...redraws.map((r) => r.ms));
    const calmest = Math.min(...redraws.map((r) => r.longest));
    console.log(
      `500-job week: load+render ${loadMs} ms (long tasks ${loadTasks.join(', ')} ms); week re-draws ${redraws
        .map((r) => `${r.ms} ms (longest task ${r.longest} ms)`)
        .join(', ')}`,
    );
    await calendarShot(page, 'scheduling-week-500-light-1280');
    // Measured (docs/development/performance.md): re-draws of 0.3-1.0 s with a longest task of 0.11-0.53 s on
    // this shared 2-core machine at load 8-14 (~0.3 s of main-thread CPU, longest task ~0.11 s CPU). The bounds take the best
    // of three re-draws, so one stalled by a busy CI machine does not fail the test, and still catch a
    // return to multi-second re-draws (8 s before CSS containment).
    expect(best).toBeLessThan(1500);
    expect(calmest).toBeLessThan(400);
  } finally {
    // Leave the shared demo data as it was for the other browser tests.
    for (let i = 0; i < ids.length; i += 25)
      await Promise.all(ids.slice(i, i + 25).map((id) => request.delete(api(`/api/service-jobs/${id}`))));
  }
});

test('scheduling: resize a job, drop one from the unassigned list onto a lane, select a slot, and "+N more" opens the day', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, DEMO.owner);
  const request = page.request;
  const tag = unique();
  const name = `Edge Ana ${tag}`;
  const ana = await post(request, '/api/technicians', { name, skills: [], maxJobs: 10 });
  const clientId = await firstClientId(request);
  const day = weekdayAhead(64);
  const job = (hour: number, extra: Record<string, unknown> = {}) =>
    post(request, '/api/service-jobs', {
      clientId,
      serviceType: `Edge check ${tag}`,
      scheduledDate: at(day, hour),
      estimatedDuration: 60,
      ...extra,
    });
  const resized = await job(9);
  await post(request, `/api/service-jobs/${resized.id}/assign`, {
    technicianId: ana.id,
    scheduledDate: at(day, 9),
    estimatedDuration: 60,
  });
  // Unassigned and a month overdue: the first of the unassigned list (soonest first), beside the lanes.
  const overdue = new Date();
  overdue.setDate(overdue.getDate() - 30);
  const waiting = await job(10, { scheduledDate: at(overdue, 10) });
  const created = [resized.id, waiting.id];
  try {
    await page.goto(`/scheduling?view=lanes&date=${dateParam(day)}`);
    const event = eventOf(page, resized.jobNumber);
    await expect(event).toBeVisible();
    const hour = (await page.locator('.tw-cal-hour', { hasText: /^9 AM$/ }).boundingBox())!.height;

    // Resize: the bottom edge dragged half an hour down makes the visit 90 minutes.
    await event.scrollIntoViewIfNeeded();
    const box = (await event.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 4, { steps: 3 });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 2 + hour / 2, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByText('Job rescheduled', { exact: true })).toBeVisible();
    await expect
      .poll(
        async () =>
          (await (await request.get(api(`/api/service-jobs/${resized.id}`))).json()).estimatedDuration,
      )
      .toBe(90);
    await expect(event.locator('.tw-cal-event-label')).toHaveText('9:00–10:30 AM');

    // The unassigned job dragged from the list onto Ana's lane at 1 PM: assigned to her at 13:00.
    const item = page.getByRole('listitem').filter({ hasText: waiting.jobNumber });
    const laneX = await laneCenterX(page, name);
    const grip = (await item.boundingBox())!;
    await page.mouse.move(grip.x + 20, grip.y + 20);
    await page.mouse.down();
    await page.mouse.move(grip.x + 30, grip.y + 30, { steps: 3 });
    const target = (await page.locator('.tw-cal-hour', { hasText: /^1 PM$/ }).boundingBox())!;
    await page.mouse.move(laneX, target.y + 4, { steps: 12 });
    await page.mouse.up();
    await expect
      .poll(
        async () => (await (await request.get(api(`/api/service-jobs/${waiting.id}`))).json()).technicianId,
      )
      .toBe(ana.id);
    expect((await (await request.get(api(`/api/service-jobs/${waiting.id}`))).json()).scheduledDate).toBe(
      at(day, 13),
    );
    await expect(eventOf(page, waiting.jobNumber)).toBeVisible();

    // Selecting an empty stretch of the lane (3–4 PM) opens a new job at that time.
    const threeLabel = page.locator('.tw-cal-hour', { hasText: /^3 PM$/ });
    await threeLabel.scrollIntoViewIfNeeded();
    const three = (await threeLabel.boundingBox())!;
    await page.mouse.move(laneX, three.y + 4);
    await page.mouse.down();
    await page.mouse.move(laneX, three.y + hour / 2, { steps: 4 });
    await page.mouse.move(laneX, three.y + hour - 4, { steps: 4 });
    await page.mouse.up();
    await expect(page).toHaveURL(/\/dispatching\/jobs\/new\?/);
    expect(new URL(page.url()).searchParams.get('scheduledDate')).toBe(at(day, 15));

    // A month cell lists three jobs; the server sends no more, and "+2 more" opens the day with all five.
    const busy = weekdayAhead(71);
    for (let h = 9; h < 14; h++) {
      const made = await post(request, '/api/service-jobs', {
        clientId,
        serviceType: `Month check ${tag}`,
        scheduledDate: at(busy, h),
        estimatedDuration: 30,
      });
      created.push(made.id);
    }
    await page.goto(`/scheduling?view=month&date=${dateParam(busy)}`);
    const cell = page.locator(`.tw-cal-month-cell[data-date="${dateParam(busy)}"]`);
    await expect(cell.locator('.tw-cal-event')).toHaveCount(3);
    await cell.getByRole('button', { name: '+2 more' }).click();
    await expect(page).toHaveURL(new RegExp(`view=day&date=${dateParam(busy)}`));
    await expect(page.locator('.tw-cal-event', { hasText: `Month check ${tag}` })).toHaveCount(5);
  } finally {
    for (const id of created) await request.delete(api(`/api/service-jobs/${id}`));
  }
});
