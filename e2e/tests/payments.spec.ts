import { expect, type Page } from '@playwright/test';
import { DEMO, inEveryLook, screenshot, signIn, test } from '../fixtures';
import { startPaymentsServer, type PaymentsServer } from './payments-server';

/** The figure on a summary card as shown ("$1,234.50"). */
async function cardValue(page: Page, title: string): Promise<string> {
  const value = page.getByRole('group', { name: title, exact: true }).locator('[data-slot=value]');
  await expect(value).toBeVisible();
  return (await value.innerText()).trim();
}

test('payments page: the three cards, history with search and filters, refund only for completed; members view only', async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  await page.goto('/payments');
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  for (const title of ['Total Payments', 'Completed', 'Pending']) {
    expect(await cardValue(page, title)).toMatch(/^\$[\d,]+\.\d\d$/);
  }
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  // Refund shows on completed rows only.
  await page.getByLabel('Filter by status').click();
  await page.getByRole('option', { name: 'Refunded', exact: true }).click();
  await expect(page).toHaveURL(/status=refunded/);
  await expect(table.getByRole('button', { name: /^Refund / })).toHaveCount(0);
  await page.getByLabel('Filter by status').click();
  await page.getByRole('option', { name: 'Completed', exact: true }).click();
  await expect(table.getByRole('button', { name: /^Refund / }).first()).toBeVisible();
  await page.getByLabel('Search payments').fill('zzzz-no-such-payment');
  await expect(page.getByText('No payments found matching your search.')).toBeVisible();
  await page.getByLabel('Search payments').fill('');
  await page.getByRole('button', { name: 'Process Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Process Payment' })).toBeVisible();
  await inEveryLook(page, async (suffix) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `payments-${suffix}`);
    await page.getByRole('heading', { name: 'Payment History' }).evaluate((el) => el.scrollIntoView());
    await screenshot(page, `payments-history-${suffix}`);
  });

  await page.context().clearCookies();
  await signIn(page, DEMO.member);
  await page.goto('/payments');
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Process Payment' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Refund / })).toHaveCount(0);
});

test.describe('with Stripe (local stand-in)', () => {
  let server: PaymentsServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startPaymentsServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('partial check payment, the rest charged to a saved card, part refunded: balance and status follow', async ({
    page,
  }) => {
    const base = server.url;
    const api = (p: string) => `${base}${p}${p.includes('?') ? '&' : '?'}tenant=default`;
    await page.goto(`${base}/login`);
    await page.getByLabel('Email').fill(server.admin.email);
    await page.getByLabel('Password').fill(server.admin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);

    // A client with a card saved the way Stripe.js does it (SetupIntent confirmed at Stripe), and a sent invoice.
    const created = await page.request.post(api('/api/clients'), {
      data: {
        firstName: 'Dana',
        lastName: 'Whitfield',
        email: 'dana@example.com',
        phone: '(512) 555-0199',
        address: '88 Elm St',
        city: 'Austin',
        state: 'TX',
        zipCode: '78704',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const client = await created.json();
    const intent = await (await page.request.post(api(`/api/clients/${client.id}/setup-intent`))).json();
    const pmId = server.stripe.confirmSetup(intent.clientSecret, { brand: 'visa', last4: '4242' });
    const saved = await page.request.post(api(`/api/clients/${client.id}/payment-methods/stripe`), {
      data: { paymentMethodId: pmId },
    });
    expect(saved.status()).toBe(201);
    const invoice = await (
      await page.request.post(api('/api/invoices'), {
        data: {
          clientId: client.id,
          lineItems: [{ itemType: 'custom', description: 'Furnace repair', quantity: 1, rate: '500.00' }],
          taxRate: '0',
          dueDate: '2031-01-31',
          status: 'sent',
        },
      })
    ).json();
    expect(invoice.total).toBe('500.00');

    await page.goto(`${base}/invoices/${invoice.id}`);
    const paid = page.getByTestId('invoice-amount-paid');
    const balance = page.getByTestId('invoice-balance-due');
    await expect(balance).toHaveText('$500.00');

    // 1. A partial check payment.
    await page.getByRole('button', { name: 'Record payment' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Amount')).toHaveValue('500.00');
    await dialog.getByLabel('Amount').fill('199.99');
    await dialog.getByLabel('Reference').fill('CHK 2201');
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await expect(dialog).toBeHidden();
    await expect(paid).toHaveText('$199.99');
    await expect(balance).toHaveText('$300.01');
    await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible();

    // 2. The rest charged to the saved card; Stripe's answer is shown, the invoice is paid.
    await page.getByRole('button', { name: 'Charge card' }).click();
    await expect(dialog.getByLabel('Amount')).toHaveValue('300.01');
    await expect(dialog.getByLabel('Card')).toContainText('Visa ending in 4242');
    await dialog.getByRole('button', { name: 'Charge Card' }).click();
    await expect(dialog).toBeHidden();
    await expect(balance).toHaveText('$0.00');
    await expect(paid).toHaveText('$500.00');
    await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
    expect([...server.stripe.paymentIntents.values()].map((pi) => pi.amount)).toEqual([30001]);

    // 3. Part of the card payment refunded through Stripe: the balance comes back and the invoice reopens.
    const ledger = page.getByRole('list', { name: 'Payments and refunds' });
    await ledger
      .getByRole('listitem')
      .filter({ hasText: 'Credit Card' })
      .getByRole('button', { name: 'Refund' })
      .click();
    const refund = page.getByRole('dialog');
    await expect(refund.getByLabel('Refund amount')).toHaveValue('300.01');
    await refund.getByLabel('Refund amount').fill('50');
    await refund.getByLabel('Reason').fill('Filter not replaced');
    await refund.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(refund).toBeHidden();
    await expect(balance).toHaveText('$50.00');
    await expect(paid).toHaveText('$450.00');
    await expect(ledger).toContainText('Refund $50.00');
    await expect(ledger).toContainText('Filter not replaced');
    await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible();
    expect([...server.stripe.refunds.values()].map((r) => r.amount)).toEqual([5000]);
    await inEveryLook(page, async (suffix) => {
      await ledger.scrollIntoViewIfNeeded();
      await screenshot(page, `invoice-payments-${suffix}`);
    });

    // The payments page shows the same ledger.
    await page.goto(`${base}/payments`);
    await expect(page.getByRole('table')).toContainText('$300.01');
    await expect(page.getByRole('table')).toContainText('$50.00 refunded');
    expect(await cardValue(page, 'Completed')).toBe('$450.00');
  });
});
