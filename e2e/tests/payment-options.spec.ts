import { expect, type Page } from '@playwright/test';
import { DEMO, inEveryLook, screenshot, signIn, test } from '../fixtures';

/*
 * Issue 34 items 13 and 8 on the demo server, which has no Stripe keys and no mail server: the Completed card
 * leaves out a payment refunded in full, the office is told who turns card payments on and where, staff copy a
 * portal link for a client, and the portal offers no "Pay by card" but says how else to pay.
 */

const receivedText = (page: Page) =>
  page.getByRole('group', { name: 'Completed', exact: true }).getByText(/payments? received/);

interface InvoiceRow {
  id: string;
  clientId: string;
  invoiceNumber: string;
  status: string;
}

async function unpaidInvoice(page: Page): Promise<InvoiceRow> {
  const res = await page.request.get('/api/invoices?tenant=default&status=sent&limit=20');
  const rows = (await res.json()) as InvoiceRow[];
  expect(rows.length).toBeGreaterThan(0);
  return rows[0];
}

test('Completed leaves out a payment refunded in full; card payments off says who turns them on', async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  await page.goto('/payments');
  await expect(receivedText(page)).toBeVisible();
  const before = await receivedText(page).innerText();

  const invoice = await unpaidInvoice(page);
  const paid = await page.request.post('/api/payments?tenant=default', {
    data: { invoiceId: invoice.id, amount: '1.00', method: 'cash' },
  });
  expect(paid.status()).toBe(201);
  const payment = (await paid.json()) as { id: string };
  const refunded = await page.request.post(`/api/payments/${payment.id}/refund?tenant=default`, { data: {} });
  expect(refunded.status()).toBe(201);
  await page.reload();
  await expect(receivedText(page)).toHaveText(before);

  await page.getByRole('button', { name: 'Process Payment' }).click();
  await page.getByLabel('Payment method').click();
  await page.getByRole('option', { name: 'Credit Card' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Card payments are not turned on' });
  await expect(alert).toContainText('An owner or admin can turn them on in Settings → Integrations');
  await expect(alert).not.toContainText('STRIPE_SECRET_KEY');
  await inEveryLook(page, (look) => screenshot(page, `payments-cards-off-${look}`));
  await alert.getByRole('link', { name: 'Open Integrations' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=integrations/);
  await expect(page.getByRole('tab', { name: 'Integrations', selected: true })).toBeVisible();
});

test('staff copy a portal link; the portal without card payments says how else to pay, and fits 375 px', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, DEMO.owner);
  const before = await (await page.request.get('/api/admin/customer-portal?tenant=default')).json();
  const enable = await page.request[before ? 'patch' : 'post']('/api/admin/customer-portal?tenant=default', {
    data: { isEnabled: true, allowPayments: true, allowInvoiceViewing: true },
  });
  expect(enable.ok(), await enable.text()).toBe(true);
  try {
    await copyLinkAndPay(page, browser);
  } finally {
    await page.request.patch('/api/admin/customer-portal?tenant=default', {
      data: { isEnabled: before?.isEnabled ?? false },
    });
  }
});

async function copyLinkAndPay(page: Page, browser: import('@playwright/test').Browser) {
  const invoice = await unpaidInvoice(page);
  await page.goto(`/clients/${invoice.clientId}`);
  await page.getByRole('button', { name: 'Copy portal link' }).click();
  await expect(page.getByText('Portal link copied').first()).toBeVisible();
  const field = page.getByLabel('Portal link', { exact: true });
  await expect(field).toHaveValue(/\/portal\/default\/open#token=/);
  const link = await field.inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await inEveryLook(page, async (look) => {
    await field.scrollIntoViewIfNeeded();
    await screenshot(page, `client-portal-copy-link-${look}`);
  });

  const clientContext = await browser.newContext();
  const portal = await clientContext.newPage();
  await portal.goto(new URL(link).pathname + new URL(link).hash);
  await expect(portal).toHaveURL(/\/portal\/default\/?$/);
  await portal.goto(`/portal/default/invoices/${invoice.id}`);
  await expect(portal.getByRole('heading', { name: `Invoice ${invoice.invoiceNumber}` })).toBeVisible();
  await expect(portal.getByText('Card payments are not available online.')).toBeVisible();
  await expect(portal.getByText(/To pay by check, cash or bank transfer, contact /)).toBeVisible();
  await expect(portal.getByRole('button', { name: 'Pay by card' })).toHaveCount(0);
  for (const width of [1280, 375]) {
    await portal.setViewportSize({ width, height: 800 });
    await screenshot(portal, `portal-invoice-no-cards-${width}`);
  }

  // At 375 px (item 15): the tax rate with decimals ("Tax (8.25%)", or each component's rate when a tax group
  // taxes the invoice), quantity × rate under the description (never run into the amount), and every
  // navigation link on the screen.
  await expect(
    portal
      .getByRole('term')
      .filter({ hasText: /\(\d+\.\d+%\)$/ })
      .first(),
  ).toBeVisible();
  const firstLine = portal.getByRole('row').nth(1);
  await expect(firstLine.getByText(/^\d+(\.\d+)? × \$[\d,]+\.\d\d$/)).toBeVisible();
  const amountCell = firstLine.getByRole('cell').last();
  await expect(amountCell).toHaveText(/^\$[\d,]+\.\d\d$/);
  for (const link of await portal.getByRole('navigation', { name: 'Portal' }).getByRole('link').all()) {
    const box = (await link.boundingBox())!;
    expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(375);
  }
  await clientContext.close();
}
