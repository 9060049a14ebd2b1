import { request as playwrightRequest, type Page } from '@playwright/test';
import { DEMO, expect, inEveryLook, screenshot, seriousViolations, signIn, test } from '../fixtures';

/*
 * Issue 30: Settings → Integrations → API keys. The owner creates a key with one scope, copies it from the
 * dialog (shown once), a program without any session uses it, and after Revoke the same key is refused.
 */

/** A dialog covers the theme switch: dialogs are shot at both widths in the light theme. */
async function atBothWidths(page: Page, shots: (width: number) => Promise<void>) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await shots(width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an API key is created with its scopes, shown once, works as a Bearer key and stops on revoke', async ({
  page,
  baseURL,
}) => {
  await signIn(page, DEMO.owner);
  await page.goto('/settings?tab=integrations');
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByLabel('Name').fill('Nightly export');
  await dialog.getByRole('checkbox', { name: 'Clients' }).check();
  await atBothWidths(page, (width) => screenshot(page, `api-keys-create-light-${width}`));
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: 'API key created' });
  const key = await shown.getByLabel('Nightly export key').inputValue();
  expect(key).toMatch(/^twk_/);
  await atBothWidths(page, (width) => screenshot(page, `api-keys-created-light-${width}`));
  await shown.getByRole('button', { name: 'Done' }).click();

  // A program with no session: the key alone.
  const program = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${key}` },
  });
  try {
    const clients = await program.get('/api/clients?limit=1');
    expect(clients.status()).toBe(200);
    expect((await program.get('/api/invoices?limit=1')).status()).toBe(403);

    const row = page
      .getByRole('list', { name: 'API keys' })
      .getByRole('listitem')
      .filter({ hasText: 'Nightly export' });
    await expect(row).toContainText('clients:view');
    await expect(row).toContainText(key.slice(0, 10));
    expect(await page.locator('main').innerText()).not.toContain(key);
    await inEveryLook(page, async (look) => {
      await row.scrollIntoViewIfNeeded();
      await screenshot(page, `api-keys-list-${look}`);
    });
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole('button', { name: 'Revoke Nightly export' }).click();
    await page
      .getByRole('alertdialog', { name: 'Revoke API key?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect(page.getByText('API key Nightly export revoked').first()).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await program.get('/api/clients?limit=1')).status()).toBe(401);
  } finally {
    await program.dispose();
  }
});
