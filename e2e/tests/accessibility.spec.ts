import { DEMO, expect, screenshot, seriousViolations, signIn, test } from '../fixtures';

test('login, dashboard and settings have no serious or critical accessibility violations', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  await screenshot(page, 'login');
  expect(await seriousViolations(page)).toEqual([]);

  await signIn(page, DEMO.owner);
  await expect(page.getByText('Recent Activity')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/settings');
  await expect(page.getByLabel('Compact view')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
