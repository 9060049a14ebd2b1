import AxeBuilder from '@axe-core/playwright';
import { DEMO, expect, screenshot, signIn, test } from '../fixtures';
import type { Page } from '@playwright/test';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('login, dashboard and settings have no serious or critical accessibility violations', async ({ page }) => {
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
