import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, inEveryLook, screenshot, seriousViolations, signIn, test } from '../fixtures';

/*
 * Issue 31 in the quote form: a quote taxed by a two-component group (the demo's Cedar Park group: Texas
 * state 6.25% + City of Cedar Park 2.0%) shows both tax lines and the right total while it is typed and on
 * the saved quote, leaves a line marked not taxable out of the taxable subtotal, and sends `taxGroupId`.
 */
const T = 'tenant=default';
const totals = (page: Page): Locator => page.locator('dl').filter({ hasText: 'Subtotal' }).first();

async function pickClient(page: Page, name: string) {
  await page.getByLabel('Client').click();
  await page.getByPlaceholder('Search clients...').fill(name);
  await page
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
}

test('a quote taxed by a two-component group shows both tax lines and the right total', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.owner);
  const groups = (await (await page.request.get(`/api/tax-groups?${T}`)).json()) as Array<{
    id: string;
    name: string;
  }>;
  const cedarPark = groups.find((g) => g.name.startsWith('Cedar Park'))!;
  const clients = (await (
    await page.request.get(`/api/clients?${T}&status=active&limit=100`)
  ).json()) as Array<{ name: string; clientType: string; taxExempt: boolean; taxGroupId: string | null }>;
  const client = clients.find((c) => c.clientType === 'residential' && !c.taxExempt && !c.taxGroupId)!;

  let quoteId: string | undefined;
  try {
    await page.goto('/quotes/new');
    await pickClient(page, client.name);
    await page.getByLabel('Description (line 1)').fill('Furnace tune-up parts');
    await page.getByLabel('Rate (line 1)').fill('100');
    await page.getByRole('button', { name: 'Add Line Item' }).click();
    await page.getByLabel('Description (line 2)').fill('Labour (not taxed)');
    await page.getByLabel('Quantity (line 2)').fill('2');
    await page.getByLabel('Rate (line 2)').fill('50');
    await page.getByLabel('Taxable (line 2)').uncheck();

    await page.getByLabel('Tax', { exact: true }).click();
    await page.getByRole('option', { name: cedarPark.name }).click();
    // The single rate's field goes: the group's rates tax the quote.
    await expect(page.getByLabel('Tax Rate (%)')).toHaveCount(0);
    const live = totals(page);
    await expect(live).toContainText('Subtotal$200.00');
    await expect(live).toContainText('Texas state sales tax (6.25%)$6.25');
    await expect(live).toContainText('City of Cedar Park (2.0%)$2.00');
    await expect(live).toContainText('Total$208.25');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await inEveryLook(page, async (look) => {
      await live.scrollIntoViewIfNeeded();
      await screenshot(page, `quote-form-tax-group-${look}`);
      expect(await seriousViolations(page), look).toEqual([]);
    });

    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/quotes') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save Draft' }).click();
    const response = await saved;
    const sent = response.request().postDataJSON() as { taxGroupId?: string; taxRate?: string };
    expect(sent.taxGroupId).toBe(cedarPark.id);
    expect(sent.taxRate).toBeUndefined();
    quoteId = ((await response.json()) as { id: string }).id;
    await expect(page).toHaveURL(new RegExp(`/quotes/${quoteId}$`));
    await expect(page.getByLabel('Quote total')).toHaveText('$208.25');
    const detail = totals(page);
    await expect(detail).toContainText('Texas state sales tax (6.25%)$6.25');
    await expect(detail).toContainText('City of Cedar Park (2.0%)$2.00');
    const quote = (await (await page.request.get(`/api/quotes/${quoteId}?${T}`)).json()) as {
      taxGroupId: string;
      taxAmount: string;
      total: string;
      taxLines: Array<{ name: string; amount: string }>;
    };
    expect(quote.taxGroupId).toBe(cedarPark.id);
    expect([quote.taxAmount, quote.total]).toEqual(['8.25', '208.25']);
    expect(quote.taxLines.map((l) => [l.name, l.amount])).toEqual([
      ['Texas state sales tax', '6.25'],
      ['City of Cedar Park', '2.00'],
    ]);
    await inEveryLook(page, async (look) => {
      await detail.scrollIntoViewIfNeeded();
      await screenshot(page, `quote-detail-tax-group-${look}`);
    });

    // Editing keeps the group and the line's taxability.
    await page.goto(`/quotes/${quoteId}/edit`);
    await expect(page.getByLabel('Tax', { exact: true })).toContainText(cedarPark.name);
    await expect(page.getByLabel('Taxable (line 2)')).not.toBeChecked();
    await expect(totals(page)).toContainText('Total$208.25');
  } finally {
    if (quoteId) await page.request.delete(`/api/quotes/${quoteId}?${T}`);
  }
});
