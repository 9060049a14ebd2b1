import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, inEveryLook, screenshot, signIn, test } from '../fixtures';
import { zonedDay } from '../org-clock';

/*
 * Service agreements in a company's first week (issue 34 item 11): the demo's running agreements have real
 * visits and a Next Service; an agreement saved with a past start asks before it bills the periods begun, and
 * while nothing it made was sent or paid it can be deleted; expired agreements offer Renew in the list.
 */
test.use({ timezoneId: 'America/Chicago' });

const DAY = 86_400_000;

async function pick(page: Page, trigger: Locator, searchPlaceholder: string, search: string, option: RegExp) {
  await trigger.click();
  await page.getByPlaceholder(searchPlaceholder).fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

test('the demo’s running agreements have visits and a Next Service', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/service-agreements?status=active');
  await page.getByLabel('Search service agreements').fill('Custom Agreement');
  const row = page.getByRole('row', { name: /Custom Agreement/ }).first();
  await expect(row).toBeVisible();
  // Next Service is a date (it read "—" when the seed only marked visits as made).
  await expect(row.getByRole('cell').nth(3)).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await row.getByRole('link', { name: /^View SA-/ }).click();
  const visits = page.getByRole('table', { name: 'Visits' });
  await expect(visits.getByRole('link', { name: /^JOB-/ }).first()).toBeVisible();
  expect(await visits.getByRole('link', { name: /^JOB-/ }).count()).toBeGreaterThan(3);
});

test('a past start asks before billing the periods begun; with only drafts it can be deleted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.owner);
  const clients = await (await page.request.get('/api/clients?tenant=default&status=active&limit=5')).json();
  const clientName: string = clients[0].name;
  const start = zonedDay(Date.now() - 70 * DAY);
  const end = zonedDay(Date.now() + 294 * DAY);

  await page.goto('/service-agreements/new');
  await pick(page, page.getByLabel(/^Client/), 'Search clients...', clientName, new RegExp(clientName));
  await page.getByLabel(/^Frequency/).click();
  await page.getByRole('option', { name: 'Monthly' }).click();
  await page.getByLabel(/^Start Date/).fill(start);
  await page.getByLabel(/^End Date/).fill(end);
  // 1,200.00 billed monthly over 12 periods: 100.00 each, three of them begun 70 days in.
  await page.getByLabel(/^Value/).fill('1200');
  await page.getByRole('button', { name: 'Create Agreement' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Bill the periods that have begun?' });
  await expect(ask).toContainText('3 billing periods have already begun');
  await expect(ask).toContainText('makes 3 invoices totalling $300.00 at once');
  // The theme switch sits behind the modal: each theme's shots reopen the question.
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') {
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      await page.getByRole('button', { name: 'Create Agreement' }).click();
    }
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await screenshot(page, `agreements-back-billing-${theme}-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    // "Check the Dates" saves nothing.
    await ask.getByRole('button', { name: 'Check the Dates' }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(/\/service-agreements\/new$/);
  }
  await page.getByRole('button', { name: 'Switch to light theme' }).click();

  await page.getByRole('button', { name: 'Create Agreement' }).click();
  await page.getByRole('button', { name: 'Save and Make 3 invoices' }).click();
  await expect(page).toHaveURL(/\/service-agreements\/[0-9a-f-]{36}$/);
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('link', { name: /^INV-/ })).toHaveCount(3);
  const numbers = await invoices.getByRole('link', { name: /^INV-/ }).allTextContents();

  // Nothing was sent or paid: the typo can be deleted, its draft invoices with it.
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Service Agreement' });
  await expect(confirm).toContainText(
    `Its draft invoices ${numbers.map((n) => n.trim()).join(', ')} are deleted with it.`,
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/service-agreements$/);
  await expect(page.getByText('Service agreement deleted successfully').first()).toBeVisible();
  const gone = await page.request.get(`/api/invoices?tenant=default&search=${numbers[0].trim()}`);
  expect(await gone.json()).toEqual([]);
});

test('expired agreements offer Renew in the list', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/service-agreements?status=expired');
  const renew = page.getByRole('button', { name: /^Renew SA-/ }).first();
  await expect(renew).toBeVisible();
  await inEveryLook(page, (look) => screenshot(page, `agreements-list-renew-${look}`));
  const contract = ((await renew.getAttribute('aria-label')) ?? '').replace('Renew ', '');
  await renew.click();
  const dialog = page.getByRole('dialog', { name: `Renew ${contract}` });
  await dialog.getByRole('button', { name: 'Renew' }).click();
  await expect(page.getByText('Service agreement renewed successfully').first()).toBeVisible();
  await expect(page).toHaveURL(/\/service-agreements\/[0-9a-f-]{36}$/);
  // The URL changes before the new term's page replaces the list (whose row, View and Edit links also name the
  // contract): wait for the detail page's own fact, then its link back to the renewed term.
  await expect(page.getByText('Renews', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: contract, exact: true })).toBeVisible();
});
