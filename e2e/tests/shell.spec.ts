import { DEMO, expect, screenshot, signIn, test } from '../fixtures';

const MAIN = [
  'Dashboard',
  'Clients',
  'Equipment',
  'Quotes',
  'Invoices',
  'Scheduling',
  'Services',
  'Parts Inventory',
  'Purchase Orders',
  'Payments',
  'Service Agreements',
  'Field Dispatching',
];

test('sidebar items follow the role: member, admin, super admin', async ({ page }) => {
  await signIn(page, DEMO.member);
  const nav = page.getByRole('navigation').first();
  for (const label of MAIN)
    await expect(nav.getByRole('link', { name: new RegExp(`^${label}`) })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'User Management' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Import Data' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: /^Settings/ })).toBeVisible();
  await expect(page.getByText('Business Suite for Service Professionals')).toBeVisible();

  // A member who opens the console is told it is not theirs (issue 19), never shown the console.
  await page.goto('/admin');
  await expect(page.getByText("You don't have access to this page.")).toBeVisible();
  await expect(page.getByText('Super Admin Console')).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, DEMO.admin);
  await expect(nav.getByRole('link', { name: 'User Management' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Import Data' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, DEMO.superAdmin);
  await nav.getByRole('link', { name: 'Admin Panel' }).click();
  await expect(page.getByText('Super Admin Console').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'All Tenants' })).toBeVisible();
});

test('Ctrl+B collapses the sidebar and the state survives a reload', async ({ page }) => {
  await signIn(page, DEMO.owner);
  const sidebar = page.locator('aside[aria-label="Sidebar"]');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await expect(page.getByText(/^\d+ active$/)).toBeVisible();
  await screenshot(page, 'sidebar-collapsed');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  await page.reload();
  await expect(page.locator('aside[aria-label="Sidebar"]')).toHaveAttribute('data-state', 'collapsed');
  await page.keyboard.press('Control+b');
  await expect(page.locator('aside[aria-label="Sidebar"]')).toHaveAttribute('data-state', 'expanded');
});

test('the theme toggle persists across reloads', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await expect(page.getByText(/^\d+ active$/)).toBeVisible();
  await screenshot(page, 'dashboard-light');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByText(/^\d+ active$/)).toBeVisible();
  await expect(page.getByText('Alerts & Notifications')).toBeVisible();
  await screenshot(page, 'dashboard-dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('below 768 px the sidebar is a slide-in sheet', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, DEMO.owner);
  await expect(page.getByRole('link', { name: 'Parts Inventory' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Parts Inventory' })).toBeVisible();
  // Wait for the slide-in to finish before the picture.
  await expect.poll(async () => (await page.getByRole('dialog').boundingBox())?.x).toBe(0);
  await screenshot(page, 'mobile-sheet');
  await page.getByRole('dialog').getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/clients/);
});
