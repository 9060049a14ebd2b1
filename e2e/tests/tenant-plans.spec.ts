import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../fixtures';

/** The labels of the options in the open Radix select labelled `label`, then closes it. */
async function planOptions(page: Page, label: string): Promise<string[]> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  const options = await page.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  return options;
}

test('Create Tenant and the default plan offer the tenant schema’s plans; an older plan stays on its tenant (issue 34 item 15)', async ({
  page,
}) => {
  await signIn(page, DEMO.superAdmin);
  await page.goto('/admin/tenants/new');
  await expect(page.getByRole('heading', { name: 'Create Tenant' })).toBeVisible();
  expect(await planOptions(page, 'Plan')).toEqual(['Basic', 'Pro', 'Enterprise']);

  await page.goto('/admin/settings');
  expect(await planOptions(page, 'Default plan for new tenants')).toEqual(['Basic', 'Pro', 'Enterprise']);

  // The demo's Polar Plumbing is on the older Starter plan: editing it keeps that choice available.
  await page.goto('/admin/tenants');
  await page.getByLabel('Search tenants').fill('polar');
  await page.getByRole('link', { name: 'Polar Plumbing & Air', exact: true }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('combobox', { name: 'Plan', exact: true })).toContainText('Starter');
  expect(await planOptions(page, 'Plan')).toEqual(['Basic', 'Pro', 'Enterprise', 'Starter']);
});
