import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, inEveryLook, screenshot, signIn, test } from '../fixtures';

const unique = () => Date.now().toString(36).slice(-5);
/** The demo organization's zone: the browser runs in it, so a date typed in a form is the tenant's date. */
test.use({ timezoneId: 'America/Chicago' });
/** Tomorrow in the browser's zone: a whole working day ahead, whatever the hour CI runs at. */
function tomorrow(): string {
  const d = new Date(Date.now() + 24 * 3600_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(d);
}

async function pick(page: Page, trigger: Locator, searchPlaceholder: string, search: string, option: RegExp) {
  await trigger.click();
  await page.getByPlaceholder(searchPlaceholder).fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

async function clientWithAddress(page: Page): Promise<string> {
  const res = await page.request.get('/api/clients?tenant=default&status=active&limit=100');
  const clients: Array<{ name: string; address: string | null; latitude: number | null }> = await res.json();
  const client = clients.find((c) => c.address && c.latitude !== null);
  expect(client).toBeTruthy();
  return client!.name;
}

test('dispatch: technician and job, assign in the dialog, optimise, track, start, complete, invoice', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // Screenshots show settled screens, not dialogs mid-animation on a busy machine.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, DEMO.owner);
  const techName = `Robin Field ${unique()}`;

  // A technician of our own, at their own URL.
  await page.goto('/dispatching?tab=technicians');
  await expect(page.getByText('Available Technicians')).toBeVisible();
  await page.getByRole('link', { name: 'Add Technician' }).click();
  await expect(page).toHaveURL(/\/dispatching\/technicians\/new$/);
  await page.getByRole('button', { name: 'Add Technician' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByLabel(/^Name/).fill(techName);
  await page.getByLabel('Skills').fill('Heat Pumps, Ductwork');
  // A home base so the optimiser can start their route there.
  await page
    .getByRole('combobox', { name: 'Home base' })
    .pressSequentially('4400 Shoal Creek Blvd, 78756', { delay: 20 });
  await page.getByRole('option', { name: /4400 Shoal Creek Blvd/ }).click();
  await expect(page.getByText(/^Position 30\.\d+, -97\.\d+/)).toBeVisible();
  await page.getByLabel('Max jobs per day').fill('5');
  await page.getByLabel('Rating').fill('4.75');
  await page.getByRole('button', { name: 'Add Technician' }).click();
  await expect(page).toHaveURL(/\/dispatching\?tab=technicians$/);
  await page.getByLabel('Search technicians').fill(techName);
  const techRow = page.getByRole('row', { name: new RegExp(techName) });
  await expect(techRow).toContainText('4.8');
  await expect(techRow).toContainText('Available');
  await expect(techRow.getByRole('meter', { name: 'Load' })).toHaveAttribute('aria-valuetext', '0 of 5 jobs');
  await inEveryLook(page, (look) => screenshot(page, `dispatch-technicians-${look}`));

  // A job for a client, at its own URL; the address comes from the client.
  await page.goto('/dispatching/jobs/new');
  await page.getByRole('button', { name: 'Create Job' }).click();
  await expect(page.getByText('Client ID is required')).toBeVisible();
  const clientName = await clientWithAddress(page);
  await pick(page, page.getByLabel(/^Client/), 'Search clients...', clientName, new RegExp(clientName));
  await expect(page.getByLabel('Address')).not.toHaveValue('');
  await pick(page, page.getByLabel('Services'), 'Search services...', 'Tune', /Tune/);
  await page.getByLabel(/^Duration \(minutes\)/).fill('10');
  await page.getByRole('button', { name: 'Create Job' }).click();
  await expect(page.getByText('Duration must be at least 15 minutes')).toBeVisible();
  await page.getByLabel(/^Duration \(minutes\)/).fill('60');
  await page.getByLabel('Required skills').fill('Heat Pumps');
  // Tomorrow, so the plan below never depends on the hour the test runs (no arrival is planned in the past).
  const day = tomorrow();
  await page.getByLabel(/^Scheduled date/).fill(day);
  await page.getByRole('button', { name: 'Create Job' }).click();
  await expect(page).toHaveURL(/\/dispatching\/jobs\/[0-9a-f-]{36}$/);
  const jobNumber = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  expect(jobNumber).toMatch(/^JOB-\d{4}-\d{4}$/);
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  // Only the actions the status allows.
  await expect(page.getByRole('button', { name: 'Start Job' })).toHaveCount(0);

  // Assign through the dialog: only technicians who can take it, with their load.
  await page.goto(`/dispatching?search=${jobNumber}&day=${day}`);
  const jobRow = page.getByRole('row', { name: new RegExp(jobNumber) });
  const dialog = page.getByRole('dialog', { name: 'Assign Technician' });
  // A modal dialog hides the theme switch: open it once per look.
  await inEveryLook(page, async (look) => {
    await jobRow.getByRole('button', { name: `Assign ${jobNumber}` }).click();
    await expect(dialog.getByText(techName)).toBeVisible();
    await screenshot(page, `dispatch-assign-${look}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
  await jobRow.getByRole('button', { name: `Assign ${jobNumber}` }).click();
  await dialog.getByText(techName).click();
  await dialog.getByRole('button', { name: 'Assign Job' }).click();
  await expect(page.getByText('Job assigned successfully', { exact: true })).toBeVisible();
  await expect(jobRow).toContainText('Assigned');
  await expect(jobRow.getByRole('button', { name: `Assign ${jobNumber}` })).toHaveCount(0);

  // Optimise that day with the platform solver: our technician's route starts at their home base.
  // First a preview (nothing changes), then Apply.
  await page.getByRole('button', { name: 'Optimize Routes' }).click();
  const proposed = page.getByLabel('Proposed routes', { exact: true });
  await expect(proposed.getByRole('heading', { name: `Proposed routes for ${day}` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(proposed.getByRole('region', { name: `Route of ${techName}` })).toContainText(jobNumber);
  await inEveryLook(page, (look) => screenshot(page, `dispatch-proposed-${look}`));
  await proposed.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Routes Optimized', { exact: true })).toBeVisible({ timeout: 30_000 });
  const panel = page.getByLabel('Optimized routes', { exact: true });
  await expect(panel.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: `Optimized routes for ${day}` })).toBeVisible();
  await expect(panel.getByRole('region', { name: `Route of ${techName}` })).toContainText(jobNumber);
  await expect(panel).toContainText('% saved');
  await inEveryLook(page, (look) => screenshot(page, `dispatch-optimized-${look}`));

  // Track: the technician's stops that day.
  await jobRow.getByRole('button', { name: `Track ${jobNumber}` }).click();
  const track = page.getByRole('dialog', { name: `Track ${jobNumber}` });
  await expect(track.getByText(techName)).toBeVisible();
  await expect(track.getByRole('list', { name: 'Stops' })).toContainText(jobNumber);
  // Nothing in the dialog is cut off at 1280 px: no stop row (badges) and no header (phone) overflows.
  for (const row of await track.locator('li, div.rounded-lg').all())
    expect(await row.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  await screenshot(page, 'dispatch-track-light-1280');
  await page.keyboard.press('Escape');

  // Start, complete with notes, invoice.
  await jobRow.getByRole('link', { name: `View ${jobNumber}` }).click();
  await page.getByRole('button', { name: 'Start Job' }).click();
  await expect(page.getByText('In Progress', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Job' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Complete Job' }).click();
  await page.getByLabel('Technician notes').fill('Heat pump defrost board replaced; system tested.');
  await page.getByRole('dialog').getByRole('button', { name: 'Complete Job' }).click();
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  // The page can show the completed job before the dialog (still holding the notes) has closed.
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText('Heat pump defrost board replaced; system tested.')).toBeVisible();
  await inEveryLook(page, (look) => screenshot(page, `dispatch-job-${look}`));
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Invoice INV-\d{4}-\d{4}/ })).toBeVisible();
  await expect(page.getByText(clientName).first()).toBeVisible();
});
