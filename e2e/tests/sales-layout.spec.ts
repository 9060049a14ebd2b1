import type { Page } from '@playwright/test';
import { DEMO, expect, inEveryLook, screenshot, signIn, test } from '../fixtures';

/* Issue 19 "Should fix", layout and "one way to show things": every sales and stock form and detail page
 * at 375 and 1280 px, light and dark, and browser assertions for what was fixed. */

async function firstId(page: Page, path: string): Promise<string> {
  const res = await page.request.get(`/api/${path}${path.includes('?') ? '&' : '?'}tenant=default&limit=1`);
  const [row] = (await res.json()) as Array<{ id: string }>;
  return row!.id;
}

interface Screen {
  name: string;
  path: string;
  /** what shows once the page has loaded */
  ready: (page: Page) => ReturnType<Page['getByRole']>;
}

test('every sales and stock form and detail page at 1280 and 375 px, light and dark', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO.owner);
  const quote = await firstId(page, 'quotes?status=draft');
  const invoice = await firstId(page, 'invoices?status=sent');
  const draftInvoice = await firstId(page, 'invoices?status=draft');
  const order = await firstId(page, 'purchase-orders?status=draft');
  const service = await firstId(page, 'services?status=active');
  const part = await firstId(page, 'inventory?status=active');
  const client = await firstId(page, 'clients?status=active');
  const job = await firstId(page, 'service-jobs');
  const agreement = await firstId(page, 'service-agreements');
  const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
  const screens: Screen[] = [
    { name: 'quote-new', path: '/quotes/new', ready: h1 },
    { name: 'quote-edit', path: `/quotes/${quote}/edit`, ready: h1 },
    { name: 'quote-detail', path: `/quotes/${quote}`, ready: h1 },
    { name: 'invoice-new', path: '/invoices/new', ready: h1 },
    { name: 'invoice-edit', path: `/invoices/${draftInvoice}/edit`, ready: h1 },
    { name: 'invoice-detail', path: `/invoices/${invoice}`, ready: h1 },
    { name: 'po-new', path: '/purchase-orders/new', ready: h1 },
    { name: 'po-edit', path: `/purchase-orders/${order}/edit`, ready: h1 },
    { name: 'po-detail', path: `/purchase-orders/${order}`, ready: h1 },
    { name: 'service-new', path: '/services/new', ready: h1 },
    { name: 'service-edit', path: `/services/${service}/edit`, ready: h1 },
    { name: 'service-detail', path: `/services/${service}`, ready: h1 },
    { name: 'part-new', path: '/inventory/new', ready: h1 },
    { name: 'part-edit', path: `/inventory/${part}/edit`, ready: h1 },
    { name: 'part-detail', path: `/inventory/${part}`, ready: h1 },
    // The other detail pages that share the one detail width.
    { name: 'client-detail', path: `/clients/${client}`, ready: h1 },
    { name: 'job-detail', path: `/dispatching/jobs/${job}`, ready: h1 },
    { name: 'agreement-detail', path: `/service-agreements/${agreement}`, ready: h1 },
  ];
  await inEveryLook(page, async (suffix) => {
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(screen.ready(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The whole page, so the line tables and form footers below the fold are looked at too.
      await page.screenshot({ path: `e2e/screenshots/layout-${screen.name}-${suffix}.png`, fullPage: true });
      // Nothing on the page is wider than the window (no sideways scroll).
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      const widest = await page.evaluate(() =>
        Array.from(document.querySelectorAll('main *'))
          .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .slice(-3)
          .map((el) => `${el.tagName}.${el.className.toString().slice(0, 80)}`),
      );
      expect(
        overflow,
        `${screen.name} ${suffix} scrolls sideways: ${widest.join(' | ')}`,
      ).toBeLessThanOrEqual(0);
      // Every detail page has the one detail width (lib/page-width.ts: max-w-5xl = 64rem).
      if (screen.name.endsWith('-detail') && suffix.endsWith('1280')) {
        const width = await page.evaluate(() => {
          const h = document.querySelector('main h1');
          let el = h?.parentElement ?? null;
          while (el && !el.className.toString().includes('max-w-')) el = el.parentElement;
          return el ? getComputedStyle(el).maxWidth : null;
        });
        expect(width, `${screen.name} width`).toBe('1024px');
      }
    }
  });
});

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Submits a form so it shows its validation toast, then checks the toast covers none of `buttons`. */
async function toastClearOf(page: Page, submit: string, toastText: string, buttons: string[], label: string) {
  await page.getByRole('button', { name: submit }).click();
  const toast = page.getByRole('status').filter({ hasText: toastText });
  await expect(toast).toBeVisible();
  // Measured once, at once: the toast is fixed to the window (scrolling moves only the buttons) and closes
  // itself after 5 s, which a loaded machine can spend scrolling to the buttons.
  await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const t = (await toast.boundingBox())!;
  expect(t, `${label}: the toast closed before it was measured`).not.toBeNull();
  for (const name of buttons) {
    const button = page.getByRole('button', { name, exact: true });
    await button.scrollIntoViewIfNeeded();
    const b = (await button.boundingBox())!;
    expect(intersects(b, t), `${label}: the toast covers '${name}'`).toBe(false);
  }
  // Closed (or timed out after its 5 s) before the next form is tried.
  await toast
    .getByRole('button', { name: 'Close' })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await expect(toast).toHaveCount(0, { timeout: 10_000 });
}

test('validation toasts cover no action button of the quote, invoice and purchase-order forms', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.owner);
  for (const width of [1280, 1024, 768, 640, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/quotes/new');
    await expect(page.getByLabel('Tax Rate (%)')).toBeVisible();
    await toastClearOf(
      page,
      'Save Draft',
      'Client required',
      ['Save Draft', 'Create & Send Quote'],
      `quote ${width}`,
    );
    await page.goto('/invoices/new');
    await expect(page.getByLabel('Tax Rate (%)')).toBeVisible();
    await toastClearOf(
      page,
      'Save Draft',
      'Please select a client',
      ['Save Draft', 'Create & Send Invoice'],
      `invoice ${width}`,
    );
    await page.goto('/purchase-orders/new');
    await page.getByRole('textbox', { name: 'Supplier', exact: true }).fill('Texas Duct & Sheet Metal');
    await toastClearOf(
      page,
      'Create Purchase Order',
      'No line items',
      ['Cancel', 'Create Purchase Order'],
      `purchase order ${width}`,
    );
  }
  await screenshot(page, 'layout-po-form-toast-light-375');
});

test('a validation error keeps Project Type level with Client', async ({ page }) => {
  await signIn(page, DEMO.owner);
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/quotes/new');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByText('Please select a client before creating a quote.').first()).toBeVisible();
    const client = (await page.getByLabel('Client').boundingBox())!;
    const project = (await page.getByLabel('Project Type').boundingBox())!;
    expect(Math.abs(project.y - client.y), `Project Type moved at ${width} px`).toBeLessThan(1);
  }
});

test('at 375 px the invoice line table shows every line total inside the window', async ({ page }) => {
  await signIn(page, DEMO.owner);
  const invoice = await firstId(page, 'invoices?status=sent');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/invoices/${invoice}`);
  const table = page.getByRole('table').first();
  await table.scrollIntoViewIfNeeded();
  const totalHeader = table.getByRole('columnheader', { name: 'Total' });
  await expect(totalHeader).toBeVisible();
  for (const cell of [totalHeader, ...(await table.getByRole('row').all()).slice(1)]) {
    const box = (await cell.boundingBox())!;
    expect(box.x + box.width, 'a line total is cut off or scrolled away').toBeLessThanOrEqual(375);
  }
  // The table itself does not scroll sideways.
  const scrolls = await table.evaluate((t) => {
    const wrapper = t.parentElement!;
    return wrapper.scrollWidth > wrapper.clientWidth;
  });
  expect(scrolls).toBe(false);
  await table.screenshot({ path: 'e2e/screenshots/layout-invoice-lines-light-375.png' });
});

test('long supplier names, e-mails and SKUs wrap instead of being cut off', async ({ page }) => {
  await signIn(page, DEMO.owner);
  const supplier = 'Gulf Coast Commercial Refrigeration & Heating Supply Company of Texas';
  const email = 'purchasing.department.orders@gulfcoastcommercialrefrigeration.example';
  const created = await page.request.post('/api/purchase-orders?tenant=default', {
    data: {
      purchaseOrder: {
        supplier,
        supplierEmail: email,
        supplierPhone: '713.555.0199',
        orderDate: '2026-03-02',
      },
      lineItems: [{ description: 'Condenser fan motor', quantity: 1, unitCost: '120.00' }],
    },
  });
  expect(created.status()).toBe(201);
  const order = (await created.json()) as { id: string; supplierPhone: string };
  expect(order.supplierPhone).toBe('(713) 555-0199');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/purchase-orders/${order.id}`);
    for (const text of [supplier, email]) {
      const value = page.locator('dd').filter({ hasText: text }).first();
      await expect(value).toBeVisible();
      const cut = await value.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      expect(cut, `${text} is cut off at ${width} px`).toBe(false);
    }
    await screenshot(page, `layout-po-long-supplier-light-${width}`);
  }
});

test('the one part picker: type to search, arrows, Enter picks, Escape closes — on PO and quote lines', async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  await page.goto('/purchase-orders/new');
  await page.getByRole('button', { name: 'Add Line Item' }).click();
  const trigger = page.getByLabel('Inventory Item (line 1)');
  await trigger.focus();
  await page.keyboard.type('cap');
  const search = page.getByRole('combobox', { name: 'Search parts...' });
  await expect(search).toHaveValue('cap');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(search).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(search).toBeVisible();
  await page.keyboard.type('acitor 45');
  await expect(page.getByRole('option', { name: /Dual Run Capacitor 45/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(search).toHaveCount(0);
  await expect(page.getByLabel('Description (line 1)')).toHaveValue(/Dual Run Capacitor 45/);

  await page.goto('/quotes/new');
  await page.getByLabel('Type (line 1)').click();
  await page.getByRole('option', { name: 'Part' }).click();
  const part = page.getByLabel('Part (line 1)');
  await part.focus();
  await page.keyboard.type('capacitor 45');
  await expect(page.getByRole('option', { name: /Dual Run Capacitor 45/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Description (line 1)')).toHaveValue(/Dual Run Capacitor 45/);
  await expect(page.getByLabel('Rate (line 1)')).not.toHaveValue('');
});
