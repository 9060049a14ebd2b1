import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, inEveryLook, screenshot, seriousViolations, signIn, test } from '../fixtures';
import { startMailCatcher, withOrganizationSmtp } from '../mail-catcher';
import { zonedDay } from '../org-clock';

/*
 * Issue 31 in the quote form: a quote taxed by a two-component group (the demo's Cedar Park group: Texas
 * state 6.25% + City of Cedar Park 2.0%) shows both tax lines and the right total while it is typed and on
 * the saved quote, leaves a line marked not taxable out of the taxable subtotal, and sends `taxGroupId`; the
 * client sees the same components on the portal's quote and invoice.
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

test('the portal shows each tax component of a sent quote and invoice', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO.owner);
  const api = (p: string) => `${p}${p.includes('?') ? '&' : '?'}${T}`;
  const groups = (await (await page.request.get(api('/api/tax-groups'))).json()) as Array<{
    id: string;
    name: string;
  }>;
  const cedarPark = groups.find((g) => g.name.startsWith('Cedar Park'))!;
  const portalBefore = await (await page.request.get(api('/api/admin/customer-portal'))).json();
  const enable = await page.request[portalBefore ? 'patch' : 'post'](api('/api/admin/customer-portal'), {
    data: { isEnabled: true },
  });
  expect(enable.ok(), await enable.text()).toBe(true);
  const email = `tax.${Date.now()}@example.com`;
  const created = await page.request.post(api('/api/clients'), {
    data: {
      firstName: 'Rosa',
      lastName: 'Taxwell',
      email,
      phone: '(512) 555-0171',
      address: '400 Cypress Creek Rd',
      city: 'Cedar Park',
      state: 'TX',
      zipCode: '78613',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const client = (await created.json()) as { id: string };
  const lineItems = [
    { itemType: 'custom', description: 'Condenser fan motor', quantity: '1', rate: '100' },
    { itemType: 'custom', description: 'Labour', quantity: '2', rate: '50', taxable: false },
  ];
  const quote = await page.request.post(api('/api/quotes'), {
    data: { clientId: client.id, taxGroupId: cedarPark.id, lineItems, status: 'sent' },
  });
  expect(quote.status(), await quote.text()).toBe(201);
  const quoteId = ((await quote.json()) as { id: string }).id;
  const invoice = await page.request.post(api('/api/invoices'), {
    data: {
      clientId: client.id,
      taxGroupId: cedarPark.id,
      lineItems,
      dueDate: zonedDay(Date.now() + 30 * 86_400_000),
      status: 'sent',
    },
  });
  expect(invoice.status(), await invoice.text()).toBe(201);
  const invoiceId = ((await invoice.json()) as { id: string }).id;

  try {
    const catcher = await startMailCatcher();
    const link = await withOrganizationSmtp(page.request, api, catcher, async () => {
      expect((await page.request.post(api(`/api/clients/${client.id}/portal-link`))).ok()).toBe(true);
      return catcher.portalLinkTo(email);
    }).finally(() => catcher.close());
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const portal = await context.newPage();
    const origin = new URL(page.url()).origin;
    await portal.goto(`${origin}${link.pathname}${link.hash}`);
    // The link signs the client in (it opens the newest document: the sent quote). The sign-in page shows
    // while the link's token is exchanged: wait for the signed-in banner before leaving the page.
    await expect(portal.getByRole('button', { name: 'Sign out' })).toBeVisible();
    const base = link.pathname.split('/').slice(0, 3).join('/');

    for (const [kind, id] of [
      ['quotes', quoteId],
      ['invoices', invoiceId],
    ] as const) {
      await portal.goto(`${origin}${base}/${kind}/${id}`);
      const sums = portal.locator('dl').filter({ hasText: 'Subtotal' }).first();
      await expect(sums).toContainText('Subtotal$200.00');
      await expect(sums).toContainText('Texas state sales tax (6.25%)$6.25');
      await expect(sums).toContainText('City of Cedar Park (2.0%)$2.00');
      await expect(sums).toContainText('Total$208.25');
      for (const width of [375, 1280]) {
        await portal.setViewportSize({ width, height: 800 });
        await sums.scrollIntoViewIfNeeded();
        await screenshot(portal, `portal-${kind}-tax-group-${width}`);
        expect(await seriousViolations(portal), `${kind} ${width}`).toEqual([]);
      }
    }
    await context.close();
  } finally {
    await page.request.patch(api('/api/admin/customer-portal'), {
      data: { isEnabled: portalBefore?.isEnabled ?? false },
    });
  }
});

test('a tax-exempt client with a certificate, and a service location with its own tax group', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.owner);
  const api = (p: string) => `${p}${p.includes('?') ? '&' : '?'}${T}`;
  const created = await page.request.post(api('/api/clients'), {
    data: {
      firstName: 'Grace',
      lastName: 'Exempt',
      companyName: `Hill Country Food Bank ${Date.now()}`,
      clientType: 'commercial',
      email: `exempt.${Date.now()}@example.com`,
      phone: '(512) 555-0190',
      address: '8201 S Congress Ave',
      city: 'Austin',
      state: 'TX',
      zipCode: '78745',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const client = (await created.json()) as { id: string; name: string };

  await page.goto(`/clients/${client.id}/edit`);
  await page.getByLabel('Tax-exempt (resale, nonprofit, government)').check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  // The server's message, beside the field (the toast says it too).
  await expect(
    page.locator('p[role="alert"]', { hasText: 'A tax-exempt client needs an exemption certificate number' }),
  ).toBeVisible();
  await page.getByLabel('Exemption certificate number').fill('TX-01-555-0190');
  await page.getByLabel('Certificate valid through').fill('2099-12-31');
  await page.getByLabel('Tax group').click();
  await page.getByRole('option', { name: /^Austin/ }).click();
  await page.getByLabel('Certificate valid through').scrollIntoViewIfNeeded();
  await screenshot(page, 'client-form-tax-light-1280');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${client.id}$`));
  const saved = (await (await page.request.get(api(`/api/clients/${client.id}`))).json()) as {
    taxExempt: boolean;
    taxExemptCertificate: string;
    taxExemptUntil: string;
    taxGroupId: string | null;
  };
  expect([saved.taxExempt, saved.taxExemptCertificate, saved.taxExemptUntil]).toEqual([
    true,
    'TX-01-555-0190',
    '2099-12-31',
  ]);
  expect(saved.taxGroupId).not.toBeNull();

  // The location's own group.
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Location' });
  await dialog.getByLabel('Tax group').click();
  await page.getByRole('option', { name: /^Cedar Park/ }).click();
  await dialog.getByRole('button', { name: 'Save Location' }).click();
  await expect(dialog).toBeHidden();
  const locations = (await (
    await page.request.get(api(`/api/clients/${client.id}/locations`))
  ).json()) as Array<{ taxGroupId: string | null }>;
  const groups = (await (await page.request.get(api('/api/tax-groups'))).json()) as Array<{
    id: string;
    name: string;
  }>;
  expect(locations[0]!.taxGroupId).toBe(groups.find((g) => g.name.startsWith('Cedar Park'))!.id);

  // A new quote for the exempt client names the certificate and charges no tax.
  await page.goto('/quotes/new');
  await pickClient(page, client.name);
  await page.getByLabel('Description (line 1)').fill('Walk-in cooler repair');
  await page.getByLabel('Rate (line 1)').fill('300');
  await expect(
    page.getByText(/Tax-exempt client \(certificate TX-01-555-0190, valid through Dec 31, 2099\)/),
  ).toBeVisible();
  await expect(totals(page)).toContainText('Total$300.00');
  await screenshot(page, 'quote-form-tax-exempt-light-1280');
});
