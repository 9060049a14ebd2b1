import { DEMO, expect, signIn, test } from '../fixtures';

test('personal settings are saved on the server and survive signing out and in', async ({ page }) => {
  await signIn(page, DEMO.manager);
  await page.goto('/settings');
  await page.getByLabel('Compact view').click();
  await page.getByRole('combobox', { name: 'Default service duration' }).click();
  await page.getByRole('option', { name: '4 hours' }).click();
  await page.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText('Settings Saved').first()).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/compact/);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, DEMO.manager);
  await page.goto('/settings');
  await expect(page.getByLabel('Compact view')).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Default service duration' })).toContainText('4 hours');
  await expect(page.locator('html')).toHaveClass(/compact/);
  // put it back for other tests
  await page.getByLabel('Compact view').click();
  await page.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText('Settings Saved').first()).toBeVisible();
});

test('the profile page shows the signed-in user read-only', async ({ page }) => {
  await signIn(page, DEMO.manager);
  await page.goto('/profile');
  await expect(page.getByRole('main').getByText(DEMO.manager)).toBeVisible();
  await expect(page.getByText(/member since/i)).toBeVisible();
});

test('signed out while on settings: the unauthorized toast, then to the login endpoint', async ({ page }) => {
  await signIn(page, DEMO.manager);
  await page.goto('/settings');
  await expect(page.getByLabel('Compact view')).toBeVisible();
  await page.context().clearCookies();
  await page.reload();
  await expect(
    page.getByText('Unauthorized: You are logged out. Logging in again...', { exact: true }),
  ).toBeVisible();
  // /api/login falls back to the sign-in page when no OIDC provider is configured.
  await expect(page).toHaveURL(/\/login/);
});
