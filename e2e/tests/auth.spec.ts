import { DEMO, expect, signIn, test } from '../fixtures';

test('sign in and sign out', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('Secure Multi-Tenant Platform')).toBeVisible();
  await page.getByLabel('Email').fill(DEMO.owner);
  await page.getByLabel('Password').fill('wrong-password-here');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();

  await signIn(page, DEMO.owner);
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('an unauthenticated visit goes to /login and comes back to the requested page after sign-in', async ({
  page,
}) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings/);
  await page.getByLabel('Email').fill(DEMO.manager);
  await page.getByLabel('Password').fill('demo-password-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
});

test('the not-found page', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/no-such-page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});
