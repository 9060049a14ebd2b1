import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { DEMO_ZONE, zonedInstant } from '../org-clock';
import { DEMO, expect, inEveryLook, screenshot, seriousViolations, signIn, test } from '../fixtures';

/**
 * A dispatcher whose laptop is in Tokyo (UTC+9) works for an organization in Chicago (the demo's `timezone`
 * setting): every dispatching screen shows and takes times on Chicago's clock, like the calendar and /my-day.
 * And the office's job actions send one Idempotency-Key per click, reused when the same click is retried.
 */
const ZONE = DEMO_ZONE;
test.use({ timezoneId: 'Asia/Tokyo' });

const api = (path: string) => `${path}${path.includes('?') ? '&' : '?'}tenant=default`;
const unique = () => Date.now().toString(36).slice(-5);

/** A weekday about seven weeks ahead on Chicago's calendar: a day that holds only this test's jobs. */
function chicagoWeekdayAhead(): string {
  const d = new Date(
    `${new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(Date.now() + 47 * 86_400_000)}T12:00:00Z`,
  );
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
/** "Jan 8" for a calendar date. */
const monthDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' }).format(
    new Date(`${date}T12:00:00Z`),
  );

async function post<T = { id: string; jobNumber: string }>(
  request: APIRequestContext,
  path: string,
  data: unknown,
): Promise<T> {
  const res = await request.post(api(path), { data });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return res.json();
}
const getJob = async (request: APIRequestContext, id: string) =>
  (await request.get(api(`/api/service-jobs/${id}`))).json();

/** The value of a fact (dt/dd) on the job page. */
const fact = (page: Page, label: string): Locator =>
  page.locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

/** The office's job actions as the server saw them: what, and with which Idempotency-Key. */
const ACTION =
  /\/api\/(service-jobs\/[0-9a-f-]{36}\/(assign|start|complete|cancel|unassign)|schedule\/jobs\/[0-9a-f-]{36})$/;
function recordActions(page: Page) {
  const sent: Array<{ action: string; key: string | undefined }> = [];
  page.on('request', (req: Request) => {
    const { pathname } = new URL(req.url());
    const match = ACTION.exec(pathname);
    if (!match || req.method() === 'GET') return;
    sent.push({ action: match[2] ?? `${req.method()} schedule`, key: req.headers()['idempotency-key'] });
  });
  return sent;
}

test("dispatching in Tokyo for a Chicago organization: the form, the job page and the board use Chicago's clock; actions carry Idempotency-Keys", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, DEMO.owner);
  const request = page.request;
  const me = await (await request.get(api('/api/auth/user'))).json();
  expect(me.activeTenant.timeZone).toBe(ZONE);
  const sent = recordActions(page);
  const tag = unique();
  const day = chicagoWeekdayAhead();
  const clients: Array<{ id: string; name: string }> = await (
    await request.get(api('/api/clients?status=active&limit=1'))
  ).json();
  const client = clients[0];
  const tech = await post<{ id: string; name: string }>(request, '/api/technicians', {
    name: `Zone Tech ${tag}`,
    maxJobs: 8,
  });

  // New Job: 15:30 Chicago on `day` (06:30 the next morning in Tokyo), arrival window 15:00–17:00.
  await page.goto('/dispatching/jobs/new');
  await expect(page.getByRole('heading', { name: 'New Job' })).toBeVisible();
  // The date defaults to today in Chicago, and the time field says whose clock it is.
  await expect(page.getByLabel(/^Scheduled date/)).toHaveValue(
    new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date()),
  );
  await expect(page.getByText('Central Time (America/Chicago)')).toBeVisible();
  await page.getByLabel(/^Client/).click();
  await page.getByPlaceholder('Search clients...').fill(client.name);
  await page.getByRole('option', { name: client.name }).first().click();
  await page.getByLabel(/^Service type/).fill(`Zone check ${tag}`);
  await page.getByLabel(/^Scheduled date/).fill(day);
  await page.getByLabel(/^Time/).fill('15:30');
  await page.getByLabel('Arrival window from').fill('15:00');
  await page.getByLabel('Arrival window to').fill('17:00');
  await inEveryLook(page, (look) => screenshot(page, `dispatch-tz-form-${look}`));
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create Job' }).click();
  await expect(page).toHaveURL(/\/dispatching\/jobs\/[0-9a-f-]{36}$/);
  const jobId = page.url().split('/').pop()!;
  // The page's heading turns from "New Job" to the number once the job has loaded.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^JOB-\d{4}-\d{4}$/);
  const jobNumber = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();

  // Saved at that Chicago wall time.
  expect(await getJob(request, jobId)).toMatchObject({
    scheduledDate: zonedInstant(day, '15:30'),
    windowStart: zonedInstant(day, '15:00'),
    windowEnd: zonedInstant(day, '17:00'),
  });
  // The job page reads it on Chicago's clock, with the zone named since this device is elsewhere.
  await expect(fact(page, 'Scheduled')).toHaveText(new RegExp(`^${monthDay(day)}, 3:30 PM C[SD]T$`));
  await expect(fact(page, 'Arrival window')).toHaveText(/^3:00 PM – 5:00 PM C[SD]T$/);

  // The board: the same Chicago time in the jobs table, and a line saying whose clock it is.
  await page.goto(`/dispatching?search=${jobNumber}&day=${day}`);
  await expect(
    page.getByText(
      "Times are shown in the organization's time zone, America/Chicago (this device: Asia/Tokyo).",
    ),
  ).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(jobNumber) });
  await expect(row).toContainText(`${monthDay(day)}, 3:30 PM`);
  await expect(row).not.toContainText('6:30 AM');
  await inEveryLook(page, (look) => screenshot(page, `dispatch-tz-board-${look}`));
  expect(await seriousViolations(page)).toEqual([]);

  // Edit Job reads the Chicago date and time back, and saves the new time on that clock.
  await page.goto(`/dispatching/jobs/${jobId}/edit`);
  await expect(page.getByLabel(/^Scheduled date/)).toHaveValue(day);
  await expect(page.getByLabel(/^Time/)).toHaveValue('15:30');
  await expect(page.getByLabel('Arrival window from')).toHaveValue('15:00');
  await page.getByLabel(/^Time/).fill('14:45');
  await page.getByRole('button', { name: 'Save Job' }).click();
  await expect(page).toHaveURL(new RegExp(`/dispatching/jobs/${jobId}$`));
  await expect(fact(page, 'Scheduled')).toHaveText(new RegExp(`^${monthDay(day)}, 2:45 PM C[SD]T$`));
  expect((await getJob(request, jobId)).scheduledDate).toBe(zonedInstant(day, '14:45'));

  // Assign: the dialog shows the Chicago time; the click sends a key.
  const assignDialog = page.getByRole('dialog', { name: 'Assign Technician' });
  const assign = async () => {
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(assignDialog.getByLabel(/^Time/)).toHaveValue('14:45');
    await expect(assignDialog.getByLabel('Date')).toHaveValue(day);
    await assignDialog.getByText(tech.name).click();
    await assignDialog.getByRole('button', { name: 'Assign Job' }).click();
    await expect(page.getByText('Job assigned successfully', { exact: true })).toBeVisible();
    await expect(assignDialog).toHaveCount(0);
    await expect(page.getByText('Assigned', { exact: true })).toBeVisible();
  };
  await assign();
  expect((await getJob(request, jobId)).scheduledDate).toBe(zonedInstant(day, '14:45'));
  await page.getByRole('button', { name: 'Unassign' }).click();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  // The very same assign again is a new click: a new key, so the server assigns again (no stale replay).
  await assign();
  const assigns = sent.filter((s) => s.action === 'assign');
  expect(assigns).toHaveLength(2);
  expect(assigns[0].key).toBeTruthy();
  expect(assigns[1].key).not.toBe(assigns[0].key);
  expect(sent.find((s) => s.action === 'unassign')?.key).toBeTruthy();
  expect((await getJob(request, jobId)).status).toBe('assigned');

  // Start, with the answer lost on the way back: the server started the job, the browser saw no reply.
  const startUrl = new RegExp(`/api/service-jobs/${jobId}/start`);
  await page.route(startUrl, async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Start Job' }).click();
  await expect(page.getByText('Failed to start job', { exact: true })).toBeVisible();
  expect((await getJob(request, jobId)).status).toBe('in-progress');
  await page.unroute(startUrl);
  // Clicking again retries that action with its key: the server answers what it did, not a 409.
  const retried = page.waitForResponse(startUrl);
  await page.getByRole('button', { name: 'Start Job' }).click();
  expect((await retried).headers()['idempotent-replayed']).toBe('true');
  await expect(page.getByText('Job started', { exact: true })).toBeVisible();
  await expect(page.getByText('In Progress', { exact: true })).toBeVisible();
  const starts = sent.filter((s) => s.action === 'start');
  expect(starts).toHaveLength(2);
  expect(starts[0].key).toBeTruthy();
  expect(starts[1].key).toBe(starts[0].key);

  await page.getByRole('button', { name: 'Complete Job' }).click();
  await page.getByLabel('Technician notes').fill('Checked on Chicago time.');
  await page.getByRole('dialog').getByRole('button', { name: 'Complete Job' }).click();
  await expect(fact(page, 'Completed')).toHaveText(/ C[SD]T$/);
  await inEveryLook(page, (look) => screenshot(page, `dispatch-tz-job-${look}`));

  // The calendar's move (the job dialog's Save) sends a key too, and reads and writes Chicago's clock.
  const other = await post(request, '/api/service-jobs', {
    clientId: client.id,
    serviceType: `Zone move ${tag}`,
    scheduledDate: zonedInstant(day, '09:00'),
    estimatedDuration: 60,
  });
  await page.goto(`/scheduling?view=day&date=${day}`);
  await page.locator('.tw-cal-event', { hasText: other.jobNumber }).click();
  const scheduleDialog = page.getByRole('dialog');
  await expect(scheduleDialog.getByLabel(/^Time/)).toHaveValue('09:00');
  await scheduleDialog.getByLabel(/^Time/).fill('10:15');
  await scheduleDialog.getByRole('button', { name: 'Save' }).click();
  await expect(scheduleDialog).toHaveCount(0);
  expect((await getJob(request, other.id)).scheduledDate).toBe(zonedInstant(day, '10:15'));

  // Cancel from the job page: a key as well.
  await page.goto(`/dispatching/jobs/${other.id}`);
  await expect(fact(page, 'Scheduled')).toHaveText(new RegExp(`^${monthDay(day)}, 10:15 AM C[SD]T$`));
  await page.getByRole('button', { name: 'Cancel Job' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel Job' }).click();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();

  for (const action of ['complete', 'PATCH schedule', 'cancel']) {
    expect(sent.find((s) => s.action === action)?.key, action).toMatch(/^[A-Za-z0-9_-]{8,200}$/);
  }
  // Every click had its own key except the retried start.
  const keys = sent.map((s) => s.key);
  expect(new Set(keys).size).toBe(keys.length - 1);
});
