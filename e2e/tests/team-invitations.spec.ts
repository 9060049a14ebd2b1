import type { Browser, Page } from '@playwright/test';
import { DEMO, expect, inEveryLook, screenshot, signIn, test } from '../fixtures';

/*
 * Issue 27, finding 9: inviting the e-mail of an existing account into another organization. The account
 * does not become a member until its owner opens the e-mailed link, signed in as that account, and accepts.
 */

const stamp = Date.now().toString(36);
const person = { email: `e2e-existing-${stamp}@example.com`, first: 'Rowan', last: `Account${stamp}` };
const typed = { first: 'Typed', last: `Byinviter${stamp}` };
const password = 'e2e-password-456';

test.describe.configure({ mode: 'serial' });

/** The newest e-mail to `to`, read as a platform operator (invitation links are confidential). */
async function linkMailedTo(browser: Browser, to: string, pattern: RegExp): Promise<string> {
  const context = await browser.newContext();
  const operator = await context.newPage();
  await signIn(operator, DEMO.superAdmin);
  const list = await operator.request.get(`/api/super-admin/emails?search=${encodeURIComponent(to)}`);
  const [mail] = (await list.json()) as Array<{ id: string }>;
  const detail = (await (await operator.request.get(`/api/super-admin/emails/${mail.id}`)).json()) as {
    text: string;
  };
  await context.close();
  const link = new URL(pattern.exec(detail.text)![0]);
  return link.pathname + link.search;
}

async function inviteThroughTeamPage(page: Page, email: string, first: string, last: string) {
  await page.getByRole('button', { name: 'Invite User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite User' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('First Name').fill(first);
  await dialog.getByLabel('Last Name').fill(last);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('User invited to organization successfully').first()).toBeVisible();
}

test('an existing account is invited, is no member until it accepts the e-mailed link', async ({
  page,
  browser,
}) => {
  // An account of Comfort Pro (a new address there: it chooses its password from its own invitation).
  await signIn(page, DEMO.owner);
  await page.goto('/users');
  await inviteThroughTeamPage(page, person.email, person.first, person.last);
  const setPassword = await linkMailedTo(browser, person.email, /https?:\/\/\S+\/set-password\?token=\S+/);
  const inviteeContext = await browser.newContext();
  const invitee = await inviteeContext.newPage();
  await invitee.goto(setPassword);
  await invitee.getByLabel('New password').fill(password);
  await invitee.getByLabel('Confirm password').fill(password);
  await invitee.getByRole('button', { name: 'Set password' }).click();
  await expect(invitee.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // Polar's owner invites that existing account under other names: the row shows only what was typed.
  await page.evaluate(() => localStorage.setItem('selectedTenantSlug', 'polar'));
  await page.goto('/users');
  await inviteThroughTeamPage(page, person.email, typed.first, typed.last);
  const row = page.getByRole('row', { name: new RegExp(typed.last) });
  await expect(row.getByText('Invited').filter({ visible: true })).toBeVisible();
  await expect(row).not.toContainText(person.last);
  await expect(page.getByRole('row', { name: new RegExp(person.last) })).toHaveCount(0);
  await screenshot(page, 'team-invited-1280');

  // Not a member yet: Polar's records and the organization itself are out of reach.
  const clients = await invitee.request.get('/api/clients?tenant=polar');
  expect(clients.status()).toBe(403);
  const me = (await (await invitee.request.get('/api/auth/user')).json()) as {
    tenantMemberships: Array<{ tenant_slug: string }>;
  };
  expect(me.tenantMemberships.map((m) => m.tenant_slug)).toEqual(['default']);

  // The link, opened by the wrong account, says so and changes nothing.
  const accept = await linkMailedTo(browser, person.email, /https?:\/\/\S+\/accept-invitation\?token=\S+/);
  await page.goto(accept);
  await expect(page.getByText('This invitation was sent to a different account.')).toBeVisible();
  await screenshot(page, 'accept-invitation-wrong-account-1280');

  // The invited account accepts and lands in Polar.
  await invitee.goto(accept);
  await expect(invitee.getByRole('heading', { name: 'Join Polar Plumbing & Air' })).toBeVisible();
  await inEveryLook(invitee, (look) => screenshot(invitee, `accept-invitation-${look}`));
  await invitee.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(invitee.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(invitee).toHaveURL(/tenant=polar/);
  expect((await invitee.request.get('/api/clients?tenant=polar')).status()).toBe(200);

  // The link worked once.
  await invitee.goto(accept);
  await expect(invitee.getByText('This invitation link is invalid or has already been used.')).toBeVisible();
  await inviteeContext.close();

  // A member now, under their own name.
  await page.goto('/users');
  const member = page.getByRole('row', { name: new RegExp(person.last) });
  await expect(member.getByText('Active').filter({ visible: true })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'team-accepted-375');
});
