import type { Page } from '@playwright/test';
import { DEMO, expect, screenshot, seriousViolations, signIn, test } from '../fixtures';

/**
 * The office acting for a client who phoned and then handed over a check: staff record the client's choice of
 * optional items on the sent quote (which approves it), record the check deposit, see it in Payments under
 * the quote number, convert, and find the deposit credited on the invoice.
 */

const T = 'tenant=default';

/** The dialog `name`, seen in light and dark at 1280 px and at 375 px (closed again afterwards). */
async function dialogInEveryLook(page: Page, open: () => Promise<void>, name: string, shot: string) {
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await open();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      // The dialog zooms in: shoot it once its animations are done.
      await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
      await screenshot(page, `${shot}-${theme}-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
}

test('staff record the client’s option choice and a check deposit; conversion credits it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.owner);
  const stamp = Date.now() % 1_000_000;
  const lastName = `Phoned ${stamp}`;
  const client = await page.request.post(`/api/clients?${T}`, {
    data: {
      firstName: 'Casey',
      lastName,
      email: `casey.${stamp}@example.com`,
      phone: '(512) 555-0142',
      address: '14 Elm St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78704',
    },
  });
  expect(client.status(), await client.text()).toBe(201);
  const clientId = (await client.json()).id as string;
  // Furnace 2,000.00; optional thermostat 300.00 and filter 50.00; no tax; 25 % deposit.
  const created = await page.request.post(`/api/quotes?${T}`, {
    data: {
      clientId,
      taxRate: '0',
      depositType: 'percent',
      depositValue: '25',
      lineItems: [
        { itemType: 'custom', description: 'Furnace replacement', quantity: '1', rate: '2000.00' },
        {
          itemType: 'custom',
          description: 'Smart thermostat',
          quantity: '1',
          rate: '300.00',
          isOptional: true,
        },
        {
          itemType: 'custom',
          description: 'Air filter upgrade',
          quantity: '1',
          rate: '50.00',
          isOptional: true,
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const quote = (await created.json()) as { id: string; quoteNumber: string };
  expect((await page.request.post(`/api/quotes/${quote.id}/send-email?${T}`, { data: {} })).ok()).toBe(true);

  // The client phoned: they want the thermostat, not the filter.
  await page.goto(`/quotes/${quote.id}`);
  const recordChoice = page.getByRole('button', { name: "Record client's choice" });
  await dialogInEveryLook(page, () => recordChoice.click(), "Record client's choice", 'quote-staff-choice');
  await recordChoice.click();
  const choice = page.getByRole('dialog', { name: "Record client's choice" });
  await choice.getByRole('checkbox', { name: /Smart thermostat/ }).check();
  await expect(choice.getByText("Total with the client's selection").locator('..')).toContainText(
    '$2,300.00',
  );
  await expect(choice.getByText('Deposit requested').locator('..')).toContainText('$575.00');
  await choice.getByRole('button', { name: 'Record choice & approve' }).click();
  await expect(choice).toBeHidden();
  await expect(page.getByText('Approved total', { exact: true })).toBeVisible();
  await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(page.getByText('Not chosen', { exact: true })).toBeVisible();
  await expect(page.getByText(/Recorded by the office for the client/)).toBeVisible();
  await expect(recordChoice).toBeHidden();

  // They handed over a check for the deposit.
  const recordDeposit = page.getByRole('button', { name: 'Record deposit' });
  await dialogInEveryLook(page, () => recordDeposit.click(), 'Record deposit', 'quote-staff-deposit');
  await recordDeposit.click();
  const deposit = page.getByRole('dialog', { name: 'Record deposit' });
  await expect(deposit.getByLabel('Amount')).toHaveValue('575.00');
  // More than is due is refused with the server's sentence.
  await deposit.getByLabel('Amount').fill('575.01');
  await deposit.getByRole('button', { name: 'Record deposit' }).click();
  await expect(
    deposit.getByText(`Amount exceeds the deposit due of $575.00 on quote ${quote.quoteNumber}`),
  ).toBeVisible();
  await deposit.getByLabel('Amount').fill('575.00');
  await deposit.getByLabel('Reference').fill('Check 2044');
  await deposit.getByRole('button', { name: 'Record deposit' }).click();
  await expect(deposit).toBeHidden();
  await expect(page.getByText('Paid', { exact: true }).last()).toBeVisible();
  await expect(recordDeposit).toBeHidden();

  // Payments lists the deposit under the quote number while the quote is not invoiced.
  await page.goto(`/payments?search=${encodeURIComponent(lastName)}`);
  const row = page.getByRole('row', { name: new RegExp(lastName) });
  await expect(row.getByRole('link', { name: `Deposit · ${quote.quoteNumber}` })).toBeVisible();
  await expect(row.getByText('Check 2044')).toBeVisible();
  await screenshot(page, 'quote-staff-deposit-payments-1280');

  // Converted, the invoice counts the deposit as paid.
  await row.getByRole('link', { name: `Deposit · ${quote.quoteNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/quotes/${quote.id}$`));
  await page.getByRole('button', { name: 'Convert to Invoice' }).first().click();
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]{36}$/);
  const totals = page.locator('dl', { has: page.getByText('Amount Paid') }).first();
  const fact = (label: string) => totals.getByText(label, { exact: true }).locator('..');
  await expect(fact('Total')).toContainText('$2,300.00');
  await expect(fact('Amount Paid')).toContainText('$575.00');
  await expect(fact('Balance Due')).toContainText('$1,725.00');
  await expect(page.getByText('Air filter upgrade')).toBeHidden();
  await screenshot(page, 'quote-staff-deposit-invoice-1280');
  const invoiceId = page.url().split('/').pop()!;
  const invoice = (await (await page.request.get(`/api/invoices/${invoiceId}?${T}`)).json()) as {
    invoiceNumber: string;
  };

  // Afterwards Payments names the invoice.
  await page.goto(`/payments?search=${encodeURIComponent(lastName)}`);
  const after = page.getByRole('row', { name: new RegExp(lastName) });
  await expect(after.getByRole('link', { name: invoice.invoiceNumber })).toHaveAttribute(
    'href',
    `/invoices/${invoiceId}`,
  );
  await expect(after.getByText(`Deposit · ${quote.quoteNumber}`)).toBeHidden();
});
