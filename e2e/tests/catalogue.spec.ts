import type { Page } from '@playwright/test';
import { DEMO, expect, inEveryLook, screenshot, signIn, test } from '../fixtures';

const unique = () => Date.now().toString(36).slice(-5);

/** A field by its exact label; required fields' labels end with an asterisk. */
const field = (scope: Pick<Page, 'getByLabel'>, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

async function choose(page: Page, label: string, option: string) {
  await field(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a composite service with a part line is priced from its components', async ({ page }) => {
  await signIn(page, DEMO.owner);
  const name = `Capacitor Swap ${unique()}`;
  await page.goto('/services');
  await expect(page.getByText('Active Services')).toBeVisible();
  await page.getByRole('link', { name: 'Create Service' }).click();
  await expect(page).toHaveURL(/\/services\/new$/);
  await page.getByLabel('Service Name').fill(name);
  await choose(page, 'Service Type', 'Composite');
  await choose(page, 'Category', 'Repair');
  await expect(field(page, 'Price')).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Part' }).click();
  await page.getByLabel('Part (line 1)').click();
  await page.getByLabel('Search parts').fill('CAP-455');
  await page.getByRole('option', { name: /Dual Run Capacitor 45\/5/ }).click();
  // The rate comes from the part's unit price ($24.00).
  await expect(page.getByLabel('Rate (line 1)')).toHaveValue('24.00');
  await page.getByLabel('Quantity (line 1)').fill('2');

  await page.getByRole('button', { name: 'Add Labor' }).click();
  await page.getByLabel('Item Name (line 2)').fill('Technician labor (hours)');
  await page.getByLabel('Quantity (line 2)').fill('1.5');
  await page.getByLabel('Rate (line 2)').fill('115');
  // 2 × 24.00 + 1.5 × 115.00
  await expect(page.getByTestId('composite-total')).toHaveText('$220.50');

  await page.getByRole('button', { name: 'Create Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/services\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('service-price')).toHaveText('$220.50');
  await expect(page.getByRole('link', { name: /Dual Run Capacitor/ })).toBeVisible();

  await page.getByRole('link', { name: 'Back to Services' }).click();
  await page.getByLabel('Search services').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Composite');
  await expect(row).toContainText('$220.50');
});

test('a part goes low after a count, is ordered, and receiving the order restores its stock', async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  const name = `Blower Wheel ${unique()}`;
  await page.goto('/inventory');
  await expect(page.getByText('Total Value')).toBeVisible();
  await page.getByRole('link', { name: 'Add New Item' }).click();
  await expect(page.getByLabel('Max Stock')).toHaveValue('1000');
  await expect(page.getByLabel('Reorder Level')).toHaveValue('10');
  await expect(page.getByLabel('Min Stock')).toHaveValue('0');
  await field(page, 'Name').fill(name);
  await field(page, 'SKU').fill(`BW-${unique()}`);
  await choose(page, 'Category', 'Motors');
  await page.getByLabel('Unit Price').fill('39.00');
  await field(page, 'Cost').fill('12.50');
  await page.getByLabel('Current Stock').fill('30');
  await page.getByLabel('Max Stock').fill('100');
  await field(page, 'Supplier').fill('Gulf Coast Motors & Controls');
  await page.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByLabel('Current stock 30')).toBeVisible();
  await expect(page.getByText('In Stock', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Order', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Adjust Stock' }).click();
  await page.getByLabel('New Stock').fill('3');
  await page.getByLabel('Reason').fill('Cycle count: water damage');
  await page.getByRole('button', { name: 'Save Count' }).click();
  await expect(page.getByLabel('Current stock 3')).toBeVisible();
  await expect(page.getByText('Low Stock', { exact: true })).toBeVisible();
  const history = page.getByRole('table', { name: 'Stock history' });
  await expect(history.getByRole('row').nth(1)).toContainText('Stock count');
  await expect(history.getByRole('row').nth(1)).toContainText('30 → 3');

  await page.getByRole('button', { name: 'Order', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Order More Stock' });
  await expect(dialog.getByLabel('Quantity')).toHaveValue('97');
  await expect(dialog.getByLabel('Unit Cost')).toHaveValue('12.50');
  await expect(field(dialog, 'Supplier')).toHaveValue('Gulf Coast Motors & Controls');
  await dialog.getByRole('button', { name: 'Create Purchase Order' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Item marked as on order' });
  await expect(toast).toBeVisible();
  const poNumber = (await toast.textContent())!.match(/PO-\d{4}-\d{4}/)![0];
  await expect(page.getByText('On Order', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Order', exact: true })).toHaveCount(0);

  await page.goto('/purchase-orders');
  await page.getByLabel('Search purchase orders').fill(poNumber);
  await expect(page.getByRole('row', { name: new RegExp(poNumber) })).toContainText('Draft');
  await page.getByRole('link', { name: poNumber, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(poNumber);
  // 97 × 12.50 = 1,212.50 + 8% tax 97.00
  await expect(page.getByTestId('purchase-order-total')).toHaveText('$1,309.50');
  await page.getByRole('button', { name: 'Receive Items' }).click();
  const receive = page.getByRole('dialog', { name: 'Receive Items' });
  await expect(receive.getByLabel(`Receive now ${name}`)).toHaveValue('97');
  await receive.getByRole('button', { name: 'Receive Items' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Received');
  await expect(page.getByRole('button', { name: 'Receive Items' })).toHaveCount(0);

  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByLabel('Current stock 100')).toBeVisible();
  await expect(page.getByText('In Stock', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Stock history' }).getByRole('row').nth(1)).toContainText(
    poNumber,
  );
});

test('a dashboard low-stock alert opens the part with its history', async ({ page }) => {
  await signIn(page, DEMO.owner);
  const alert = page.getByRole('link', { name: /is (low on|out of) stock/ }).first();
  await expect(alert).toBeVisible();
  const part = (await alert.textContent())!.replace(/ is (low on|out of) stock.*/, '');
  await alert.click();
  await expect(page).toHaveURL(/\/inventory\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: part })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Stock history' })).toBeVisible();
});

test('purchase orders: a new order needs a line item, and a member only views', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/purchase-orders/new');
  await field(page, 'Supplier').fill('Texas Duct & Sheet Metal');
  await page.getByRole('button', { name: 'Create Purchase Order' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No line items' })).toContainText(
    'Please add at least one line item to the purchase order.',
  );
  await expect(page.getByLabel('Supplier Email')).toHaveAttribute('type', 'email');
  await page.getByRole('button', { name: 'Add Line Item' }).click();
  await page.getByLabel('Description (line 1)').fill('Foil tape, case of 12');
  await page.getByLabel('Quantity (line 1)').fill('2');
  await page.getByLabel('Unit Cost (line 1)').fill('85.20');
  await page.getByLabel('Tax Rate (%)').fill('8.25');
  await page.getByLabel('Shipping Cost').fill('15');
  // 170.40 + 14.06 tax + 15.00 shipping
  await expect(page.getByTestId('purchase-order-total')).toHaveText('$199.46');
  await page.getByRole('button', { name: 'Create Purchase Order' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Purchase order created successfully' }),
  ).toBeVisible();
  await expect(page.getByTestId('purchase-order-total')).toHaveText('$199.46');
  const pdf = await page.request.get(
    (await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href')) as string,
  );
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  await page.context().clearCookies();
  await signIn(page, DEMO.member);
  for (const [path, action] of [
    ['/services', 'Create Service'],
    ['/inventory', 'Add New Item'],
    ['/purchase-orders', 'Create Purchase Order'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('link', { name: action })).toHaveCount(0);
  }
  await page.goto('/inventory/new');
  await expect(page.getByText('You can view this area but not change it.')).toBeVisible();
});

test('catalogue screens at 1280 and 375 px, light and dark', async ({ page }) => {
  await signIn(page, DEMO.owner);
  const shots = async (suffix: string) => {
    await page.goto('/services');
    await expect(page.getByRole('table')).toBeVisible();
    await screenshot(page, `services-list-${suffix}`);
    await page.goto('/services/new');
    await choose(page, 'Service Type', 'Composite');
    await page.getByRole('button', { name: 'Add Part' }).click();
    await page.getByRole('button', { name: 'Add Labor' }).click();
    await screenshot(page, `service-form-${suffix}`);
    await page.goto('/services?search=Capacitor%20Replacement');
    await page.getByRole('link', { name: 'Capacitor Replacement', exact: true }).click();
    await expect(page.getByText('Service Components')).toBeVisible();
    await screenshot(page, `service-detail-${suffix}`);
    await page.goto('/inventory');
    await expect(page.getByRole('table')).toBeVisible();
    await screenshot(page, `inventory-list-${suffix}`);
    await page
      .getByRole('button', { name: /^Order more / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Order More Stock' })).toBeVisible();
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    await screenshot(page, `order-stock-dialog-${suffix}`);
    await page.keyboard.press('Escape');
    await page
      .getByRole('link', { name: /^View / })
      .first()
      .click();
    await expect(page.getByRole('table', { name: 'Stock history' })).toBeVisible();
    await screenshot(page, `inventory-detail-${suffix}`);
    await page.getByRole('table', { name: 'Stock history' }).scrollIntoViewIfNeeded();
    await screenshot(page, `inventory-history-${suffix}`);
    await page.goto('/inventory/new');
    await expect(page.getByLabel('Max Stock')).toBeVisible();
    await screenshot(page, `inventory-form-${suffix}`);
    await page.goto('/purchase-orders');
    await expect(page.getByRole('table')).toBeVisible();
    await screenshot(page, `purchase-orders-list-${suffix}`);
    await page
      .getByRole('link', { name: /^View PO-/ })
      .first()
      .click();
    await expect(page.getByRole('table', { name: 'Line items' })).toBeVisible();
    await screenshot(page, `purchase-order-detail-${suffix}`);
    await page.getByRole('table', { name: 'Line items' }).scrollIntoViewIfNeeded();
    await screenshot(page, `purchase-order-lines-${suffix}`);
    await page.goto('/purchase-orders/new');
    await page.getByRole('button', { name: 'Add Line Item' }).click();
    await screenshot(page, `purchase-order-form-${suffix}`);
  };
  await inEveryLook(page, shots);
});
