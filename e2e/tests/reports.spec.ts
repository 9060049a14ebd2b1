import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, inEveryLook, screenshot, seriousViolations, signIn, test } from '../fixtures';
import { zonedDay } from '../org-clock';

/*
 * Issue 29: the Reports area. An owner opens Reports, the receivables aging (a client's part-paid invoice in
 * Current at its balance, the drill-down to it) and revenue (the payment collected today), in light and dark at
 * 1280 and 375 px with axe clean; a member has no Reports in the sidebar and is refused the report's API.
 */
const T = 'tenant=default';
const unique = () => Date.now().toString(36).slice(-5);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function post(api: APIRequestContext, url: string, data: Record<string, unknown>) {
  const res = await api.post(`${url}?${T}`, { data });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

async function collectedToday(api: APIRequestContext, today: string): Promise<number> {
  const res = await api.get(`/api/reports/revenue?${T}&from=${today}&to=${today}&groupBy=day`);
  expect(res.status()).toBe(200);
  return Math.round(Number((await res.json()).totals.collected) * 100);
}

async function expectAxeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test('an owner reads the receivables aging and revenue, drills down to an invoice and downloads the CSV', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // No colour transitions: the contrast check follows a theme switch and must not read colours half-way.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, DEMO.owner);
  const today = zonedDay(Date.now());
  const last = `Aging${unique()}`;
  const client = await post(page.request, '/api/clients', {
    firstName: 'Robin',
    lastName: last,
    email: `${last.toLowerCase()}@example.com`,
    phone: '(512) 555-0177',
    address: '40 Elm St',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
  });
  // A large invoice, so the client heads the list (largest balance first), due in 30 days: Current.
  const invoice = await post(page.request, '/api/invoices', {
    clientId: client.id,
    clientName: client.name,
    lineItems: [{ itemType: 'custom', description: 'Chiller replacement', quantity: 1, rate: '90000.00' }],
    taxRate: '0',
    dueDate: addDays(today, 30),
    status: 'sent',
  });
  const before = await collectedToday(page.request, today);
  await post(page.request, '/api/payments', { invoiceId: invoice.id, amount: '25000.00', method: 'check' });
  expect(await collectedToday(page.request, today)).toBe(before + 2_500_000);

  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await inEveryLook(page, async (look) => {
    await screenshot(page, `reports-index-${look}`);
  });
  await expectAxeClean(page);

  await page.getByRole('link', { name: /Receivables aging/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Receivables aging' })).toBeVisible();
  await expect(page.getByLabel('As of', { exact: true })).toHaveValue(today);
  const row = page.getByRole('row', { name: new RegExp(last) });
  await expect(row).toContainText('$65,000.00');
  await expect(row).toContainText('1 open invoice');
  await row.getByRole('button', { name: new RegExp(last) }).click();
  const drill = page.locator('#aging-invoices');
  await expect(drill.getByRole('link', { name: invoice.invoiceNumber })).toBeVisible();
  await expect(drill.getByRole('row', { name: new RegExp(invoice.invoiceNumber) })).toContainText(
    '$25,000.00',
  );
  await inEveryLook(page, async (look) => {
    await screenshot(page, `reports-aging-${look}`);
  });
  await expectAxeClean(page);
  const csv = await page.request.get(`/api/reports/aging.csv?${T}&asOf=${today}`);
  expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
  expect(await csv.text()).toContain(`${invoice.invoiceNumber},${today},${addDays(today, 30)},`);
  await drill.getByRole('link', { name: invoice.invoiceNumber }).click();
  await expect(page).toHaveURL(new RegExp(`/invoices/${invoice.id}$`));

  await page.goto(`/reports/revenue?from=${today}&to=${today}&groupBy=day`);
  await expect(page.getByRole('heading', { level: 1, name: 'Revenue' })).toBeVisible();
  const collected = page.getByRole('table').getByRole('row', { name: /^Total/ });
  const expected = await collectedToday(page.request, today);
  const money = `$${(expected / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(collected).toContainText(money);
  await page.goto('/reports/revenue');
  await expect(
    page.getByRole('img', { name: /Bar chart of invoiced before tax and collected per month/ }),
  ).toBeVisible();
  await expect(page.locator('figure svg .recharts-bar-rectangle').first()).toBeVisible();
  await inEveryLook(page, async (look) => {
    await screenshot(page, `reports-revenue-${look}`);
  });
  await expectAxeClean(page);

  // Group by lead source: the period broken down, adding up to the same collected total.
  await page.goto(`/reports/revenue?from=${today}&to=${today}`);
  await page.getByLabel('Group by').click();
  await page.getByRole('option', { name: 'Lead source' }).click();
  await expect(page).toHaveURL(/groupBy=leadSource/);
  await expect(page.getByRole('columnheader', { name: 'Lead source' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row', { name: /^Total/ })).toContainText(money);
  await inEveryLook(page, async (look) => {
    await screenshot(page, `reports-revenue-by-lead-source-${look}`);
  });
  await expectAxeClean(page);
  const byCsv = await page.request.get(
    `/api/reports/revenue/breakdown.csv?${T}&from=${today}&to=${today}&by=leadSource`,
  );
  expect((await byCsv.text()).split('\r\n')[0]).toBe(
    'Lead source,Invoices,Invoiced before tax,Tax invoiced,Payments,Refunds,Collected',
  );
});

test('an owner reads a completed job’s costing and the technician scorecard, narrows, drills down and downloads the CSVs', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, DEMO.owner);
  const today = zonedDay(Date.now());
  const u = unique();
  const client = await post(page.request, '/api/clients', {
    firstName: 'Casey',
    lastName: `Costing${u}`,
    email: `costing${u}@example.com`,
    phone: '(512) 555-0178',
    address: '41 Elm St',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
  });
  const technician = await post(page.request, '/api/technicians', { name: `Costed Tech ${u}` });
  const service = `Costed service ${u}`;
  const now = new Date().toISOString();
  const job = await post(page.request, '/api/service-jobs', {
    clientId: client.id,
    serviceType: service,
    scheduledDate: now,
  });
  const step = async (action: string, data: Record<string, unknown> = {}) => {
    const res = await page.request.post(`/api/service-jobs/${job.id}/${action}?${T}`, { data });
    expect(res.status(), await res.text()).toBe(200);
  };
  await step('assign', { technicianId: technician.id, scheduledDate: now });
  await step('start');
  await step('complete');

  await page.goto('/reports');
  await page.getByRole('link', { name: /Job costing/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Job costing' })).toBeVisible();
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(today);
  const row = page.getByRole('row', { name: new RegExp(job.jobNumber) });
  await row.getByRole('button', { name: `Only ${service} jobs` }).click();
  await expect(page.getByRole('button', { name: new RegExp(`Service: ${service}`) })).toBeVisible();
  await expect(page.locator('[data-total="jobs"]')).toHaveText('1');
  await row.getByRole('button', { name: job.jobNumber }).click();
  const drill = page.locator('#job-costing-detail');
  await expect(drill.getByRole('link', { name: `Open job ${job.jobNumber}` })).toBeVisible();
  await expect(
    drill.getByText('Job start → complete').or(drill.getByText('Timesheet')).first(),
  ).toBeVisible();
  await inEveryLook(page, async (look) => {
    await screenshot(page, `reports-job-costing-${look}`);
  });
  await expectAxeClean(page);
  const csv = await page.request.get(
    `/api/reports/job-costing.csv?${T}&from=${today}&to=${today}&serviceType=${encodeURIComponent(service)}`,
  );
  expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(`${job.jobNumber},${today},`);

  // The scorecard: the new technician has the one completed job; their name opens their jobs' costing.
  await page.goto('/reports');
  await page.getByRole('link', { name: /Technician scorecard/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Technician scorecard' })).toBeVisible();
  const techRow = page.getByRole('row', { name: new RegExp(technician.name) });
  await expect(techRow.getByRole('cell').first()).toHaveText('1');
  await inEveryLook(page, async (look) => {
    await screenshot(page, `reports-technicians-${look}`);
  });
  await expectAxeClean(page);
  const scorecardCsv = await page.request.get(`/api/reports/technicians.csv?${T}&from=${today}&to=${today}`);
  expect(await scorecardCsv.text()).toContain(`${technician.name},1,`);
  await techRow.getByRole('link', { name: technician.name }).click();
  await expect(
    page.getByRole('button', { name: new RegExp(`Technician: ${technician.name}`) }),
  ).toBeVisible();
  await expect(page.locator('[data-total="jobs"]')).toHaveText('1');
  await page
    .getByRole('row', { name: new RegExp(job.jobNumber) })
    .getByRole('button', { name: job.jobNumber })
    .click();
  await drill.getByRole('link', { name: `Open job ${job.jobNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));
});

test('an owner reads the sales tax report on accrual and cash and downloads its CSV', async ({ page }) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, DEMO.owner);
  const today = zonedDay(Date.now());
  const last = `Taxed${unique()}`;
  const client = await post(page.request, '/api/clients', {
    firstName: 'Sam',
    lastName: last,
    email: `${last.toLowerCase()}@example.com`,
    phone: '(512) 555-0179',
    address: '42 Elm St',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
  });
  // A single-rate invoice of its own (shows as "Tax" at 7.25%), sent today and paid in full.
  const invoice = await post(page.request, '/api/invoices', {
    clientId: client.id,
    clientName: client.name,
    lineItems: [{ itemType: 'custom', description: 'Boiler service', quantity: 1, rate: '400.00' }],
    taxRate: '0.0725',
    dueDate: addDays(today, 30),
    status: 'sent',
  });
  await post(page.request, '/api/payments', {
    invoiceId: invoice.id,
    amount: invoice.total,
    method: 'check',
  });
  // The report opens on this month so far.
  const api = await page.request.get(`/api/reports/sales-tax?${T}&from=${today.slice(0, 8)}01&to=${today}`);
  const report = await api.json();
  const line = report.rates.find(
    (r: { name: string; rate: string }) => r.name === 'Tax' && r.rate === '0.0725',
  );
  expect(Number(line.taxCollected)).toBeGreaterThanOrEqual(29);

  await page.goto('/reports');
  await page.getByRole('link', { name: /Sales tax/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sales tax' })).toBeVisible();
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(today);
  const row = page.getByRole('row', { name: /^Tax\b.*7\.25%/ });
  const money = (value: string) => `$${Number(value).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(row).toContainText(money(line.taxCollected));
  await expect(page.getByRole('row', { name: /^Total/ })).toContainText(money(report.totals.taxCollected));
  await inEveryLook(page, async (look) => {
    await screenshot(page, `reports-sales-tax-${look}`);
  });
  await expectAxeClean(page);

  await page.getByLabel('Basis').click();
  await page.getByRole('option', { name: 'Cash (payment date)' }).click();
  await expect(page).toHaveURL(/basis=cash/);
  await expect(page.getByRole('row', { name: /^Tax\b.*7\.25%/ })).toBeVisible();
  const csv = await page.request.get(`/api/reports/sales-tax.csv?${T}&from=${today}&to=${today}&basis=cash`);
  expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines[0]).toBe('Jurisdiction,Tax,Rate %,Invoices,Taxable sales,Non-taxable sales,Tax collected');
  expect(lines).toContainEqual(expect.stringMatching(/^,Tax,7\.25,\d+,/));
});

test('a member has no Reports and is refused the reports API', async ({ page }) => {
  await signIn(page, DEMO.member);
  await expect(page.getByRole('link', { name: 'Reports' })).toHaveCount(0);
  for (const report of [
    'aging',
    'job-costing?from=2026-01-01&to=2026-01-31',
    'sales-tax?from=2026-01-01&to=2026-01-31',
  ]) {
    const res = await page.request.get(`/api/reports/${report}${report.includes('?') ? '&' : '?'}${T}`);
    expect(res.status()).toBe(403);
  }
});
