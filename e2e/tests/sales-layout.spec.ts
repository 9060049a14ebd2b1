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
  ];
  await inEveryLook(page, async (suffix) => {
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(screen.ready(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Nothing on the page is wider than the window (no sideways scroll).
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${screen.name} ${suffix} scrolls sideways`).toBeLessThanOrEqual(0);
      await screenshot(page, `layout-${screen.name}-${suffix}`);
    }
  });
});
