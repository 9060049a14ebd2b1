import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, inEveryLook, screenshot, signIn, test } from '../fixtures';

/** The browser in the organization's zone: the form's "today" is then the tenant's today, which bills. */
test.use({ timezoneId: 'America/Chicago' });

async function pick(page: Page, trigger: Locator, searchPlaceholder: string, search: string, option: RegExp) {
  await trigger.click();
  await page.getByPlaceholder(searchPlaceholder).fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

async function activeClientName(page: Page): Promise<string> {
  const res = await page.request.get('/api/clients?tenant=default&status=active&limit=20');
  const clients: Array<{ name: string }> = await res.json();
  expect(clients.length).toBeGreaterThan(0);
  return clients[0].name;
}

test('service agreements: create, visits on the dispatch board, first invoice, renew, delete', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, DEMO.owner);

  // The list with the four stat cards, search and status filter.
  await page.goto('/service-agreements');
  for (const card of ['Active Agreements', 'Total Value', 'Upcoming Renewals', 'Expired'])
    await expect(page.getByRole('group', { name: card })).toBeVisible();
  await expect(page.getByRole('link', { name: /^View SA-\d{4}-\d{4}$/ }).first()).toBeVisible();
  await inEveryLook(page, (look) => screenshot(page, `service-agreements-list-${look}`));

  // Create at its own URL; the spec's messages for a bad form.
  await page.getByRole('link', { name: 'New Agreement' }).click();
  await expect(page).toHaveURL(/\/service-agreements\/new$/);
  await page.getByRole('button', { name: 'Create Agreement' }).click();
  await expect(page.getByText('Client is required')).toBeVisible();
  await expect(page.getByText('Value must be positive')).toBeVisible();
  const clientName = await activeClientName(page);
  await pick(page, page.getByLabel(/^Client/), 'Search clients...', clientName, new RegExp(clientName));
  await page.getByLabel(/^Frequency/).click();
  await page.getByRole('option', { name: 'Weekly' }).click();
  await page.getByLabel(/^Value/).fill('1200');
  await pick(page, page.getByLabel('Services'), 'Search services...', 'Tune', /Tune/);
  await inEveryLook(page, (look) => screenshot(page, `service-agreements-new-${look}`));
  await page.getByRole('button', { name: 'Create Agreement' }).click();
  await expect(page).toHaveURL(/\/service-agreements\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Service agreement created successfully').first()).toBeVisible();
  const heading = (await page.getByRole('heading', { level: 1 }).textContent())!;
  const contractNumber = heading.match(/SA-\d{4}-\d{4}/)![0];
  const agreementUrl = page.url();

  // Its visits are real service jobs (weekly, 60 days ahead) and its first month is invoiced.
  const visits = page.getByRole('table', { name: 'Visits' });
  await expect(visits.getByRole('row')).toHaveCount(10);
  const firstJob = (await visits.getByRole('link').first().textContent())!.trim();
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('row')).toHaveCount(2);
  await expect(invoices).toContainText('$100.00');
  const invoiceNumber = (await invoices.getByRole('link').first().textContent())!.trim();
  await inEveryLook(page, (look) => screenshot(page, `service-agreements-detail-${look}`));

  await page.goto(`/dispatching?search=${firstJob}`);
  await expect(page.getByRole('row', { name: new RegExp(firstJob) })).toContainText(clientName);
  await page.goto(agreementUrl);
  await page.getByRole('table', { name: 'Invoices' }).getByRole('link', { name: invoiceNumber }).click();
  await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]{36}$/);
  await expect(page.getByText(contractNumber).first()).toBeVisible();

  // Edit at its own URL.
  await page.goto(agreementUrl);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await page.getByLabel('Description').fill('Weekly filter checks for the dental office.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Service agreement updated successfully').first()).toBeVisible();

  // Its one invoice is an unsent draft: it can still be deleted, the draft with it. Renew makes the next term.
  await page.getByRole('button', { name: 'Delete' }).click();
  const draftGoes = page.getByRole('dialog', { name: 'Delete Service Agreement' });
  await expect(draftGoes).toContainText(`Its draft invoice ${invoiceNumber} is deleted with it.`);
  await draftGoes.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Renew' }).click();
  const renew = page.getByRole('dialog', { name: `Renew ${contractNumber}` });
  await renew.getByLabel('New Value').fill('1350.00');
  await renew.getByRole('button', { name: 'Renew' }).click();
  await expect(page.getByText('Service agreement renewed successfully').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pending');
  await expect(page.getByRole('link', { name: contractNumber })).toBeVisible();
  await expect(page.getByText('$1,350.00').first()).toBeVisible();

  // The next term has no history yet: delete asks with the spec's words.
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Service Agreement' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete this service agreement? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/service-agreements$/);
  await expect(page.getByText('Service agreement deleted successfully').first()).toBeVisible();
  await page.getByLabel('Search service agreements').fill(contractNumber);
  await expect(page.getByRole('link', { name: contractNumber, exact: true })).toBeVisible();
});
