import type { Page } from '@playwright/test';
import { DEMO, expect, inEveryLook, screenshot, seriousViolations, signIn, test } from '../fixtures';

const run = Date.now().toString(36);
const TENANT_NAME = `Summit Air ${run}`;
const TENANT_SLUG = `summit-air-${run}`;
const USER_EMAIL = `dana.${run}@summit.test`;
const USER_PASSWORD = 'summit-password-1';

/** Picks `option` in the Radix select labelled `label`. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

async function shots(page: Page, name: string) {
  expect(await seriousViolations(page), `axe on ${name}`).toEqual([]);
  await inEveryLook(page, (suffix) => screenshot(page, `super-admin-${name}-${suffix}`));
}

test.describe.configure({ mode: 'serial' });

test('super admin: tenant, user with two tenants, activity, suspension, monitoring', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO.superAdmin);

  // Dashboard: real figures from the API.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const dashboard = await (await page.request.get('/api/super-admin/dashboard')).json();
  await expect(page.getByText(`${dashboard.overview.activeTenants} active`)).toBeVisible();
  await expect(page.getByRole('link', { name: /Manage Tenants/ })).toBeVisible();
  await shots(page, 'dashboard');

  // Create a tenant: the slug fills in from the name.
  await page.getByRole('link', { name: 'Create Tenant' }).click();
  await expect(page.getByRole('heading', { name: 'Create Tenant' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Tenant' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await page.getByLabel('Company name').fill(TENANT_NAME);
  await expect(page.getByLabel('Slug')).toHaveValue(TENANT_SLUG);
  await expect(page.getByRole('combobox', { name: 'Plan', exact: true })).toContainText('Pro');
  await shots(page, 'tenant-new');
  await page.getByRole('button', { name: 'Create Tenant' }).click();
  await expect(page.getByText('Tenant created successfully', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: TENANT_NAME })).toBeVisible();
  const tenantId = page.url().split('/').pop()!;
  await expect(page.getByText('Tenant Details')).toBeVisible();
  await shots(page, 'tenant-detail');

  // Tenant list, search and its other routes.
  await page.goto('/admin/tenants');
  await page.getByLabel('Search tenants').fill(TENANT_SLUG);
  await expect(page.getByRole('row', { name: new RegExp(TENANT_NAME) })).toBeVisible();
  await expect(page.getByRole('link', { name: `Log in as ${TENANT_NAME}` })).toHaveAttribute(
    'href',
    `/?tenant=${TENANT_SLUG}`,
  );
  await page.getByLabel('Search tenants').fill('no-such-tenant-anywhere');
  await expect(page.getByText('No tenants found matching your search.')).toBeVisible();
  await page.getByLabel('Search tenants').fill('');
  await expect(page.getByRole('row', { name: /Comfort Pro HVAC/ })).toBeVisible();
  await shots(page, 'tenants');
  // All Subscriptions is the tenant list; Tenant Analytics, Billing Overview and Payment Issues have their
  // own screens (super-admin-billing.spec.ts).
  await page.goto('/admin/subscriptions');
  await expect(page.getByRole('columnheader', { name: 'Organization' })).toBeVisible();

  // Create a user with two tenant assignments.
  await page.goto('/admin/users/new');
  await page.getByLabel('Email').fill(USER_EMAIL);
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Summit');
  await page.getByLabel('Password').fill(USER_PASSWORD);
  await page.getByLabel('Search tenants').fill(TENANT_SLUG);
  await choose(page, 'Tenant', TENANT_NAME);
  await page.getByRole('button', { name: 'Add Tenant' }).click();
  await page.getByLabel('Search tenants').fill('Comfort Pro');
  await choose(page, 'Tenant', 'Comfort Pro HVAC');
  await choose(page, 'Tenant role', 'Manager');
  await page.getByRole('button', { name: 'Add Tenant' }).click();
  const assigned = page.getByRole('list', { name: 'Assigned tenants' });
  await expect(assigned.getByRole('listitem')).toHaveCount(2);
  await shots(page, 'user-new');
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('User created successfully', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dana Summit' })).toBeVisible();
  const userId = page.url().split('/').pop()!;
  await shots(page, 'user-edit');

  // The user list shows both tenants as 'name (role)'.
  await page.goto('/admin/users');
  await page.getByLabel('Search users').fill(USER_EMAIL);
  const row = page.getByRole('row', { name: new RegExp(USER_EMAIL) });
  await expect(row.getByText(`${TENANT_NAME} (member)`)).toBeVisible();
  await expect(row.getByText('Comfort Pro HVAC (manager)')).toBeVisible();
  await page.getByLabel('Search users').fill('');
  await expect(page.getByRole('row', { name: /admin@tradeworks\.demo/ })).toBeVisible();
  await shots(page, 'users');

  // Remove one assignment.
  await page.goto(`/admin/users/${userId}/tenants`);
  await page.getByRole('button', { name: 'Remove Comfort Pro HVAC' }).click();
  await expect(page.getByText('Tenant assignment removed successfully', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Current assignments' }).getByRole('listitem')).toHaveCount(1);
  await shots(page, 'user-tenants');

  // The user's activity: overview and membership timeline.
  await page.goto(`/admin/users/${userId}/activity`);
  const timeline = page.getByRole('list', { name: 'Membership timeline' });
  await expect(timeline.getByText(`${TENANT_NAME}: Added as member`)).toBeVisible();
  await expect(timeline.getByText('Comfort Pro HVAC: Added as manager')).toBeVisible();
  await expect(timeline.getByText('Comfort Pro HVAC: Removed (was manager)')).toBeVisible();
  await shots(page, 'user-activity');

  // Tenant users page and its add-user chooser.
  await page.goto(`/admin/tenants/${tenantId}/users`);
  await expect(page.getByRole('row', { name: new RegExp(USER_EMAIL) })).toBeVisible();
  await page.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByRole('button', { name: 'Create New User' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Existing User' }).click();
  await page.getByLabel('Search users').last().fill(USER_EMAIL);
  await page.getByRole('combobox', { name: 'User', exact: true }).click();
  // Already a member: not offered.
  await expect(page.getByRole('option', { name: new RegExp(USER_EMAIL) })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await shots(page, 'tenant-users');

  // The member can use the tenant…
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await member.goto('/login');
  await member.getByLabel('Email').fill(USER_EMAIL);
  await member.getByLabel('Password').fill(USER_PASSWORD);
  await member.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(member.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // …until the super admin suspends it.
  await page.goto(`/admin/tenants/${tenantId}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  await choose(page, 'Status', 'Suspended');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Tenant updated successfully', { exact: true })).toBeVisible();
  await expect(page.getByText('Suspended').first()).toBeVisible();

  await member.reload();
  await expect(
    member.getByText(
      'This organization is suspended. Contact your platform administrator to restore access.',
    ),
  ).toBeVisible();
  const refused = await member.request.get(`/api/clients?tenant=${TENANT_SLUG}`);
  expect(refused.status()).toBe(403);
  await screenshot(member, 'super-admin-member-refused');
  await memberContext.close();

  // The suspension is in the tenant's activity.
  await page.goto(`/admin/tenants/${tenantId}/activity`);
  await expect(page.getByText(`Tenant ${TENANT_NAME} status changed from active to suspended`)).toBeVisible();
  await shots(page, 'tenant-activity');

  // Monitoring: the request count moves after a refresh.
  await page.goto('/admin/monitoring');
  await expect(page.getByRole('heading', { name: 'System Health' })).toBeVisible();
  const since = page.getByText(/^\d+ since start$/);
  await expect(since).toBeVisible();
  const before = Number((await since.textContent())!.split(' ')[0]);
  for (let i = 0; i < 3; i++) await page.request.get('/api/super-admin/dashboard');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(async () => Number((await since.textContent())!.split(' ')[0])).toBeGreaterThan(before);
  await expect(page.getByRole('img', { name: /Requests per minute over the last hour/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Activity Log' })).toBeVisible();
  await shots(page, 'monitoring');

  // Settings: platform settings and the tenant chooser.
  await page.goto('/admin/settings');
  await expect(page.getByText('Platform Settings')).toBeVisible();
  await choose(page, 'Tenant', 'Comfort Pro HVAC');
  await expect(page.getByRole('link', { name: 'Open Tenant Settings' })).toHaveAttribute(
    'href',
    '/settings?tenant=default',
  );
  // The chosen tenant's six organization tabs, in the console.
  await expect(page).toHaveURL(/\/admin\/settings\?tenant=default/);
  for (const name of [
    'Permissions',
    'General',
    'Company',
    'Integrations',
    'Communications',
    'Customer Portal',
  ]) {
    await expect(page.getByRole('tab', { name })).toBeVisible();
  }
  await page.getByRole('tab', { name: 'Customer Portal' }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await shots(page, 'settings');

  // Not-found states.
  await page.goto('/admin/tenants/00000000-0000-7000-8000-000000000000');
  await expect(page.getByText('Tenant not found')).toBeVisible();
  await expect(page.getByText('The requested tenant could not be found.')).toBeVisible();
  await page.goto('/admin/users/00000000-0000-7000-8000-000000000000');
  await expect(page.getByText("User Not Found - The user you're looking for doesn't exist.")).toBeVisible();

  // The header shows the console title instead of the tenant switcher on /admin paths.
  await expect(page.getByText('Super Admin Console').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Comfort Pro HVAC/ })).toHaveCount(0);
});
