import { DEMO, expect, signIn, test } from '../fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

async function total(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.ok()).toBeTruthy();
  return Number(res.headers()['x-total-count']);
}

function card(page: Page, title: string) {
  return page.getByRole('link', { name: new RegExp(title) });
}

test('dashboard cards show the demo data counts and link to their screens', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await expect(
    page.getByText("Welcome back! Here's what's happening with your HVAC business today."),
  ).toBeVisible();
  const clients = await total(page.request, '/api/clients?tenant=default&limit=1');
  const active = await total(page.request, '/api/clients?tenant=default&limit=1&status=active');
  expect(clients).toBeGreaterThan(10);
  await expect(card(page, 'Total Clients')).toContainText(String(clients));
  await expect(card(page, 'Total Clients')).toContainText(`${active} active`);
  const summary = await (await page.request.get('/api/dashboard/summary?tenant=default')).json();
  await expect(card(page, 'Available Technicians')).toContainText(String(summary.availableTechnicians));
  await expect(card(page, 'Available Technicians')).toContainText(`of ${summary.totalTechnicians} total`);
  await expect(card(page, 'Active Agreements')).toContainText(String(summary.activeAgreements));
  await expect(card(page, 'Pending Jobs')).toContainText(String(summary.pendingJobs));
  await expect(page.getByText('Recent Activity')).toBeVisible();
  await expect(page.getByText('Alerts & Notifications')).toBeVisible();
  await expect(page.getByRole('link', { name: /is overdue/ }).first()).toBeVisible();
  await card(page, 'Active Agreements').click();
  await expect(page).toHaveURL(/\/service-agreements/);
  // The technicians card opens the Technicians tab filtered to those available (issue 19).
  await page.goto('/');
  await card(page, 'Available Technicians').click();
  await expect(page).toHaveURL(/\/dispatching\?tab=technicians&techStatus=available$/);
  await expect(page.getByRole('tab', { name: 'Technicians', selected: true })).toBeVisible();
});

test('switching organization changes the data shown', async ({ page }) => {
  await signIn(page, DEMO.owner);
  const defaultClients = await total(page.request, '/api/clients?tenant=default&limit=1');
  const polarClients = await total(page.request, '/api/clients?tenant=polar&limit=1');
  expect(polarClients).not.toBe(defaultClients);
  await expect(card(page, 'Total Clients')).toContainText(String(defaultClients));
  await page.getByRole('button', { name: /Comfort Pro HVAC/ }).click();
  await expect(page.getByText('Switch Organization')).toBeVisible();
  await page.getByRole('menuitem', { name: /Polar Plumbing/ }).click();
  await expect(page).toHaveURL(/tenant=polar/);
  await expect(card(page, 'Total Clients')).toContainText(String(polarClients));
  expect(await page.evaluate(() => localStorage.getItem('selectedTenantSlug'))).toBe('polar');
  // The choice is stored on the server as the default.
  const me = await (await page.request.get('/api/auth/user')).json();
  expect(me.activeTenant.slug).toBe('polar');
  await page.getByRole('button', { name: /Polar Plumbing/ }).click();
  await page.getByRole('menuitem', { name: /Comfort Pro HVAC/ }).click();
  await expect(card(page, 'Total Clients')).toContainText(String(defaultClients));
});
