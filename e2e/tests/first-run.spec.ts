import { expect, test } from '../fixtures';

test.use({ timezoneId: 'America/Chicago' });

test('first run: the set-up screen creates the super admin and the organization, then signs in', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/setup$/);
  await page.getByLabel('Organization name').fill('Cool Breeze Heating & Air');
  await expect(page.getByLabel('Organization slug')).toHaveValue('cool-breeze-heating-air');
  // The time zone is asked at set-up, the browser's by default (issue 34 item 2).
  await expect(page.getByRole('button', { name: 'Time zone', exact: true })).toHaveText(/America\/Chicago/);
  await page.getByRole('button', { name: 'Time zone', exact: true }).click();
  await page.getByPlaceholder('Search time zones...').fill('phoenix');
  await page.getByRole('option', { name: /America\/Phoenix/ }).click();
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Ortiz');
  await page.getByLabel('Email').fill('dana@coolbreeze.test');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: /create/i }).click();
  await expect(page.getByText('Password must be at least 10 characters')).toBeVisible();
  await page.getByLabel('Password').fill('a-long-enough-password');
  await page.getByRole('button', { name: /create/i }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Cool Breeze Heating & Air').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toBeVisible();

  // Set-up happens once: afterwards the screen sends people to sign in.
  expect((await (await page.request.get('/api/auth/user')).json()).activeTenant.timeZone).toBe(
    'America/Phoenix',
  );
  const status = await page.request.get('/api/setup');
  expect(await status.json()).toMatchObject({ needed: false });
});
