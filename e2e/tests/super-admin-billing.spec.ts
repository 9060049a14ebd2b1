import { DEMO, expect, inEveryLook, screenshot, seriousViolations, signIn, test } from '../fixtures';

/*
 * Issue 34 item 16: the console's Payment Issues, Billing Overview and Tenant Analytics show their own
 * content from the tenants' real rows, not the tenant list under another title.
 */

const run = Date.now().toString(36);
const LATE = `Late Payer Air ${run}`;

test.describe.configure({ mode: 'serial' });

test('payment issues list only past-due and cancelled tenants; billing overview totals by plan and status', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.superAdmin);
  const created = await page.request.post('/api/super-admin/tenants', {
    data: {
      name: LATE,
      slug: `late-payer-${run}`,
      plan: 'basic',
      status: 'active',
      billing_status: 'past_due',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const tenant = (await created.json()) as { id: string };

  await page.goto('/admin/subscriptions/billing');
  await expect(page.getByRole('heading', { name: 'Billing Overview', level: 1 })).toBeVisible();
  const overview = await (await page.request.get('/api/super-admin/subscriptions/billing')).json();
  const organizations = page.getByRole('group', { name: 'Organizations' });
  await expect(organizations).toContainText(String(overview.tenants));
  const matrix = page.getByRole('table', { name: 'Organizations by plan and billing status' });
  const basicRow = matrix.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Basic' }) });
  const basicPastDue = overview.cells.find(
    (c: { plan: string; billing_status: string }) => c.plan === 'basic' && c.billing_status === 'past_due',
  ).tenants;
  // Columns: Trial, Active, Past due, Cancelled, Total.
  await expect(basicRow.getByRole('cell').nth(2)).toHaveText(String(basicPastDue));
  expect(await seriousViolations(page)).toEqual([]);
  await inEveryLook(page, (suffix) => screenshot(page, `super-admin-billing-overview-${suffix}`));

  await page.getByRole('link', { name: /organizations? with payment issues/ }).click();
  await expect(page).toHaveURL(/\/admin\/subscriptions\/issues$/);
  await expect(page.getByRole('heading', { name: 'Payment Issues', level: 1 })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(LATE) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Past due')).toBeVisible();
  // A paying organization is not a payment issue (the screen used to list every tenant).
  await page.getByLabel('Search tenants').fill('Comfort Pro');
  await expect(page.getByText('No tenants found matching your search.')).toBeVisible();
  await page.getByLabel('Search tenants').fill(run);
  await expect(row).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await inEveryLook(page, (suffix) => screenshot(page, `super-admin-payment-issues-${suffix}`));

  // Paid again: it leaves the list.
  const paid = await page.request.patch(`/api/super-admin/tenants/${tenant.id}`, {
    data: { billing_status: 'active' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  await page.reload();
  await expect(page.getByText('No tenants found matching your search.')).toBeVisible();
});

test('tenant analytics shows per-tenant usage from the server and sorts by a column', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.superAdmin);
  await page.goto('/admin/tenants/analytics');
  await expect(page.getByRole('heading', { name: 'Tenant Analytics', level: 1 })).toBeVisible();
  const usage = (await (
    await page.request.get('/api/super-admin/analytics/tenants?search=Comfort%20Pro')
  ).json()) as Array<{ name: string; users: number; clients: number; jobs: number }>;
  const demo = usage.find((u) => u.name === 'Comfort Pro HVAC')!;
  expect(demo.clients).toBeGreaterThan(0);
  const row = page.getByRole('row', { name: /Comfort Pro HVAC/ });
  await expect(row.getByRole('cell').nth(1)).toHaveText(String(demo.users));
  await expect(row.getByRole('cell').nth(2)).toHaveText(demo.clients.toLocaleString('en-US'));
  await expect(row.getByRole('cell').nth(3)).toHaveText(demo.jobs.toLocaleString('en-US'));

  // Most clients first, then fewest.
  const clientsHeader = page.getByRole('columnheader', { name: /Clients/ });
  await clientsHeader.getByRole('button').click();
  await expect(clientsHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=clients&order=desc|order=desc&sort=clients/);
  const most = (await (
    await page.request.get('/api/super-admin/analytics/tenants?sort=clients&order=desc&limit=1')
  ).json()) as Array<{ name: string }>;
  await expect(page.getByRole('row').nth(1)).toContainText(most[0]!.name);
  await clientsHeader.getByRole('button').click();
  await expect(clientsHeader).toHaveAttribute('aria-sort', 'ascending');
  expect(await seriousViolations(page)).toEqual([]);
  await inEveryLook(page, (suffix) => screenshot(page, `super-admin-tenant-analytics-${suffix}`));
});
