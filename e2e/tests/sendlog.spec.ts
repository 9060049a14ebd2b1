import type { Page } from '@playwright/test';
import { DEMO, expect, inEveryLook, screenshot, signIn, test } from '../fixtures';

/*
 * Issue 19 items 1, 2, 3, 8 and issue 9's query keys: sending asks first (recipient, subject, message, PDF
 * name), the e-mail log and each document's history, links to deleted or forbidden records, the 'View' badge
 * per role, and a line picker that shows a service's new price without a reload.
 */

const stamp = Date.now().toString(36);
const api = (path: string) => `${path}${path.includes('?') ? '&' : '?'}tenant=default`;

async function clientWithEmail(page: Page): Promise<{ id: string; name: string; email: string }> {
  const res = await page.request.get(api('/api/clients?status=active&limit=100'));
  const clients: Array<{ id: string; name: string; email: string | null }> = await res.json();
  const client = clients.find((c) => c.email);
  expect(client).toBeTruthy();
  return client as { id: string; name: string; email: string };
}

async function draftQuote(page: Page, description: string) {
  const client = await clientWithEmail(page);
  const res = await page.request.post(api('/api/quotes'), {
    data: {
      clientId: client.id,
      lineItems: [{ itemType: 'custom', description, quantity: 1, rate: '150.00' }],
    },
  });
  expect(res.status()).toBe(201);
  return { quote: (await res.json()) as { id: string; quoteNumber: string }, client };
}

test('Send Quote asks first: editable recipient, subject and message, the PDF name; Cancel sends nothing', async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  const { quote, client } = await draftQuote(page, `Send dialog check ${stamp}`);
  await page.goto(`/quotes/${quote.id}`);
  await expect(page.getByText('Not e-mailed yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Send Quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Quote' });
  await expect(dialog.getByLabel('To')).toHaveValue(client.email);
  await expect(dialog.getByLabel('Subject')).toHaveValue(new RegExp(`^Quote ${quote.quoteNumber} from `));
  await expect(dialog.getByLabel('Message')).toHaveValue(new RegExp(`Hello ${client.name},`));
  await expect(dialog.getByText(`${quote.quoteNumber}.pdf`)).toBeVisible();
  await screenshot(page, 'send-dialog-light-1280');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // Nothing went out: still a draft, no e-mail in its history.
  await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Not e-mailed yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Send Quote' }).click();
  await dialog.getByLabel('To').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await dialog.getByLabel('To').fill(`office-${stamp}@client.example`);
  await dialog.getByLabel('Subject').fill(`Your estimate ${stamp}`);
  await dialog.getByLabel('Message').fill('Hi,\nthe estimate we discussed is attached.');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`Quote ${quote.quoteNumber} sent to office-${stamp}@client.example`).first(),
  ).toBeVisible();
  await expect(page.getByText(`Your estimate ${stamp}`)).toBeVisible();
  await expect(page.getByText(`To office-${stamp}@client.example`, { exact: true })).toBeVisible();

  await inEveryLook(page, async (suffix) => {
    await page
      .getByRole('button', { name: /Re-send|Send Quote/ })
      .first()
      .click();
    await expect(dialog.getByLabel('Message')).toBeVisible();
    await screenshot(page, `send-dialog-${suffix}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});

test('the e-mail log: captured mode, the document link, an invitation without its link', async ({ page }) => {
  await signIn(page, DEMO.owner);
  const { quote } = await draftQuote(page, `Log check ${stamp}`);
  const sent = await page.request.post(api(`/api/quotes/${quote.id}/send-email`), {
    data: { subject: `Logged quote ${stamp}` },
  });
  expect(sent.status()).toBe(200);

  await page.goto('/settings?tab=communications');
  await expect(page.getByRole('heading', { name: 'Document e-mail templates' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the e-mail log' }).click();
  await expect(page).toHaveURL(/\/settings\/email-log$/);
  await expect(page.getByRole('heading', { name: 'E-mail log' })).toBeVisible();
  await expect(page.getByText('Captured mode:')).toBeVisible();
  await page.getByLabel('Search e-mails').fill(`Logged quote ${stamp}`);
  const item = page.getByRole('listitem').filter({ hasText: `Logged quote ${stamp}` });
  await expect(item).toBeVisible();
  await expect(item.getByRole('link', { name: `Quote ${quote.quoteNumber}` })).toBeVisible();
  await screenshot(page, 'email-log-light-1280');
  await inEveryLook(page, (suffix) => screenshot(page, `email-log-${suffix}`));

  // An invitation shows that it was sent, not its set-password link.
  await page.getByLabel('Search e-mails').fill('invited');
  const invitations = page.getByText('Holds a personal sign-in link, so its text is not shown.');
  if ((await invitations.count()) > 0) await expect(invitations.first()).toBeVisible();
  await expect(page.getByText('/set-password?token=')).toHaveCount(0);
});

test('a member may not open the log or the console; links to deleted and unknown records say so', async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  const { quote } = await draftQuote(page, `Deleted check ${stamp}`);
  expect((await page.request.delete(api(`/api/quotes/${quote.id}`))).status()).toBe(204);
  await page.goto(`/quotes/${quote.id}`);
  await expect(page.getByText('This quote was deleted.')).toBeVisible();
  await page.goto('/quotes/0190aaaa-0000-7000-8000-000000000000');
  await expect(page.getByText('Quote not found')).toBeVisible();
  await page.goto('/invoices/not-an-id');
  await expect(page.getByText('Invoice not found')).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();

  // Every dashboard alert opens a page that exists (no 404).
  const alerts = (await (await page.request.get(api('/api/dashboard/alerts'))).json()) as Array<{
    link: string;
  }>;
  for (const href of alerts.map((a) => a.link)) {
    await page.goto(href);
    await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
  }

  // Leave the app first: an open page that polls (the job change feed) would itself navigate to sign-in
  // once the cookies are gone, racing the sign-in below.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await signIn(page, DEMO.member);
  await page.goto('/settings/email-log');
  await expect(page.getByText("You don't have access to this page.")).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByText("You don't have access to this page.")).toBeVisible();
});

test("the 'View' badge follows the user's access: owner none on Invoices/Payments, member on view-only areas", async ({
  page,
}) => {
  const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
  const badge = (label: string) =>
    nav.getByRole('link', { name: new RegExp(`^${label}`) }).getByText('View', { exact: true });

  await signIn(page, DEMO.owner);
  for (const label of ['Invoices', 'Payments', 'Services', 'Parts Inventory', 'Purchase Orders', 'Quotes'])
    await expect(badge(label)).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, DEMO.member);
  for (const label of ['Services', 'Parts Inventory', 'Purchase Orders', 'Invoices', 'Payments'])
    await expect(badge(label)).toBeVisible();
  for (const label of ['Clients', 'Quotes', 'Dashboard']) await expect(badge(label)).toHaveCount(0);
  await screenshot(page, 'sidebar-member-view-badges-light-1280');
});

test("a quote's service picker shows a service's new price without a reload", async ({ page }) => {
  await signIn(page, DEMO.owner);
  const name = `Picker Price ${stamp}`;
  const created = await page.request.post(api('/api/services'), {
    data: { service: { name, serviceType: 'simple', basePrice: '50.00' } },
  });
  expect(created.status()).toBe(201);
  const service = (await created.json()) as { id: string };

  const pickService = async () => {
    await page.getByLabel('Type (line 1)').click();
    await page.getByRole('option', { name: 'Service', exact: true }).click();
    await page.getByLabel('Service (line 1)').click();
    await page.getByPlaceholder('Search services...').fill(name);
    await page
      .getByRole('option', { name: new RegExp(name) })
      .first()
      .click();
  };

  // In one page session (client-side navigation keeps the query cache).
  await page
    .getByRole('link', { name: /^Quotes/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'New Quote' }).click();
  await pickService();
  await expect(page.getByLabel('Rate (line 1)')).toHaveValue('50.00');

  await page
    .getByRole('link', { name: /^Services/ })
    .first()
    .click();
  await page.getByLabel('Search services').fill(name);
  await expect(page).toHaveURL(/search=Picker/);
  await page.getByRole('link', { name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/services/${service.id}$`));
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Price').fill('61.50');
  await page.getByRole('button', { name: 'Update Service' }).click();
  await expect(page).toHaveURL(new RegExp(`/services/${service.id}$`));

  await page
    .getByRole('link', { name: /^Quotes/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'New Quote' }).click();
  await pickService();
  await expect(page.getByLabel('Rate (line 1)')).toHaveValue('61.50');
});
