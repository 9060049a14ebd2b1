import { DEMO, expect, inEveryLook, screenshot, signIn, test } from '../fixtures';

test.use({ timezoneId: 'America/Chicago' });
const unique = () => Date.now().toString(36).slice(-5);
/** A weekday five weeks ahead on Chicago's calendar. */
function dayAhead(): string {
  const d = new Date(Date.now() + 35 * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(d);
}

/**
 * Issue 34 item 6: the Assign dialog recomputes who can take the job when its date or time changes, and says
 * why someone cannot (here: off shift, outside their working day).
 */
test('the Assign dialog says who is off shift at that time and recomputes when the time changes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, DEMO.owner);
  const name = `Morning Only ${unique()}`;
  const tech = await page.request.post('/api/technicians?tenant=default', {
    data: { name, workStart: '07:00', workEnd: '12:00', maxJobs: 5 },
  });
  expect(tech.status()).toBe(201);
  const clients = await (await page.request.get('/api/clients?tenant=default&status=active&limit=1')).json();
  const day = dayAhead();
  const created = await page.request.post('/api/service-jobs?tenant=default', {
    data: {
      clientId: clients[0].id,
      serviceType: 'Afternoon visit',
      scheduledDate: `${day}T14:00:00-06:00`,
      estimatedDuration: 60,
    },
  });
  expect(created.status()).toBe(201);
  const job: { jobNumber: string } = await created.json();

  await page.goto(`/dispatching?search=${job.jobNumber}&day=${day}`);
  const row = page.getByRole('row', { name: new RegExp(job.jobNumber) });
  await row.getByRole('button', { name: `Assign ${job.jobNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign Technician' });
  await expect(dialog.getByLabel(/^Time/)).toHaveValue('14:00');
  const option = dialog.getByRole('radio', { name: new RegExp(name) });
  await expect(dialog.getByText(`Off shift: ${name} works 07:00–12:00`)).toBeVisible();
  await expect(option).toBeDisabled();
  await screenshot(page, 'assign-off-shift-light-1280');

  // Moved to the morning, they can take it.
  await dialog.getByLabel(/^Time/).fill('09:00');
  await expect(dialog.getByText(`Off shift: ${name} works 07:00–12:00`)).toHaveCount(0);
  await expect(option).toBeEnabled();
  await dialog.getByText(name).click();
  await dialog.getByRole('button', { name: 'Assign Job' }).click();
  await expect(page.getByText('Job assigned successfully', { exact: true })).toBeVisible();
  await expect(row).toContainText('Assigned');
  await inEveryLook(page, (look) => screenshot(page, `assign-done-${look}`));
});
