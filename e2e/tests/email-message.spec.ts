import type { Page } from '@playwright/test';
import { DEMO, expect, inEveryLook, screenshot, signIn, test } from '../fixtures';

/*
 * Issue 34 item 8: the e-mail log opens a message — who it went to, the rendered body and the plain text,
 * the attachments by name, the record it belongs to, and every status it went through. A portal sign-in
 * link stays redacted in the stored copy the log shows.
 */

const stamp = Date.now().toString(36);
const api = (path: string) => `${path}${path.includes('?') ? '&' : '?'}tenant=default`;

async function clientWithEmail(page: Page) {
  const res = await page.request.get(api('/api/clients?status=active&limit=100'));
  const clients: Array<{ id: string; name: string; email: string | null }> = await res.json();
  const client = clients.find((c) => c.email);
  expect(client).toBeTruthy();
  return client as { id: string; name: string; email: string };
}

/** Opens the message from the log's search, as a person would. */
async function openFromLog(page: Page, subject: string) {
  await page.goto('/settings/email-log');
  await page.getByLabel('Search e-mails').fill(subject);
  await page.getByRole('link', { name: new RegExp(`^Open “${subject}”`) }).click();
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
}

test('the e-mail log opens a sent quote: recipient, body, PDF named, the quote linked, status history', async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  const client = await clientWithEmail(page);
  const created = await page.request.post(api('/api/quotes'), {
    data: {
      clientId: client.id,
      lineItems: [{ itemType: 'custom', description: `Message view ${stamp}`, quantity: 1, rate: '90.00' }],
    },
  });
  expect(created.status()).toBe(201);
  const quote = (await created.json()) as { id: string; quoteNumber: string };
  const subject = `Estimate to open ${stamp}`;
  const to = `open-${stamp}@client.example`;
  const sent = await page.request.post(api(`/api/quotes/${quote.id}/send-email`), {
    data: { to, subject, message: `Hello,\nthe estimate ${stamp} is attached.` },
  });
  expect(sent.status()).toBe(200);

  await openFromLog(page, subject);
  await expect(page).toHaveURL(/\/settings\/email-log\/[0-9a-f-]{36}$/);
  await expect(page.getByText(to, { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Attachments' })).toContainText(`${quote.quoteNumber}.pdf`);
  const history = page.getByRole('list', { name: 'Status history' });
  await expect(history).toContainText('Written to the outbox');
  // The demo has no mail server: the worker keeps the message as captured, and the history says so.
  await expect(async () => {
    await page.reload();
    await expect(history).toContainText('Kept in the app', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  // The formatted body in its sandboxed frame, and the plain text.
  const frame = page.frameLocator(`iframe[title="Message: ${subject}"]`);
  await expect(frame.getByText(`the estimate ${stamp} is attached.`)).toBeVisible();
  await page.getByRole('tab', { name: 'Plain text' }).click();
  await expect(page.getByText(`the estimate ${stamp} is attached.`)).toBeVisible();
  await page.getByRole('tab', { name: 'Formatted' }).click();
  await screenshot(page, 'email-message-light-1280');
  await inEveryLook(page, (suffix) => screenshot(page, `email-message-${suffix}`));

  await page.getByRole('link', { name: `Quote ${quote.quoteNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/quotes/${quote.id}$`));
  await page.goBack();
  await page.getByRole('link', { name: 'Back to E-mail log' }).click();
  await expect(page.getByRole('heading', { name: 'E-mail log', level: 1 })).toBeVisible();
});

test('a portal-link e-mail opens with its link redacted; an unknown message says not found', async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  const email = `portal-${stamp}@client.example`;
  const created = await page.request.post(api('/api/clients'), {
    data: {
      firstName: 'Robin',
      lastName: `Portal ${stamp}`,
      email,
      phone: '(512) 555-0198',
      address: '41 Elm St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78704',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const client = (await created.json()) as { id: string };
  // The portal is on for the link to be issued, and back as it was afterwards.
  const before = await (await page.request.get(api('/api/admin/customer-portal'))).json();
  const enable = await page.request[before ? 'patch' : 'post'](api('/api/admin/customer-portal'), {
    data: { isEnabled: true },
  });
  expect(enable.ok(), await enable.text()).toBe(true);
  try {
    const link = await page.request.post(api(`/api/clients/${client.id}/portal-link`));
    expect(link.ok(), await link.text()).toBe(true);
  } finally {
    await page.request.patch(api('/api/admin/customer-portal'), {
      data: { isEnabled: before?.isEnabled ?? false },
    });
  }
  const log = await page.request.get(api(`/api/admin/emails?search=${encodeURIComponent(email)}&limit=1`));
  const [latest] = (await log.json()) as Array<{ id: string; subject: string }>;
  expect(latest).toBeTruthy();

  await page.goto(`/settings/email-log/${latest!.id}`);
  await expect(page.getByRole('heading', { name: latest!.subject, level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Plain text' }).click();
  const body = page.locator('pre');
  await expect(body).toContainText('redacted');
  await expect(body).not.toContainText(/token=(?!redacted)[A-Za-z0-9_-]{16,}/);

  await page.goto('/settings/email-log/0190aaaa-0000-7000-8000-000000000000');
  await expect(page.getByText('E-mail not found')).toBeVisible();
});
