import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { DEMO, expect, inEveryLook, screenshot, signIn, test } from '../fixtures';

/*
 * Team users and Admin Settings (issue 16): invite → set password from the captured e-mail, a custom role
 * without Clients (gone from the sidebar, 403 from the API), a masked integration key, and a test e-mail to a
 * real SMTP server started here.
 */

const stamp = Date.now().toString(36);
const invitee = { email: `e2e-${stamp}@example.com`, first: 'Erin', last: `Tester${stamp}` };
const password = 'e2e-password-123';
const roleName = `no-clients-${stamp}`;

test.describe.configure({ mode: 'serial' });

test('invite a user; they set their password from the e-mailed link', async ({ page, browser }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Team Members' })).toBeVisible();
  await page.getByRole('button', { name: 'Invite User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite User' });
  await dialog.getByLabel('Email').fill(invitee.email);
  await dialog.getByLabel('First Name').fill(invitee.first);
  await dialog.getByLabel('Last Name').fill(invitee.last);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('User invited to organization successfully').first()).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(invitee.last) });
  await expect(row.getByText('Invited').filter({ visible: true })).toBeVisible();

  // The e-mail is captured in the outbox (no SMTP in the demo). Its set-password link is a credential: the
  // organization's owner sees that it was sent but not its text; a platform operator can read it.
  const list = await page.request.get(
    `/api/admin/emails?tenant=default&search=${encodeURIComponent(invitee.email)}`,
  );
  const [mail] = (await list.json()) as Array<{ id: string; to: string; confidential: boolean }>;
  expect(mail).toMatchObject({ to: invitee.email, confidential: true });
  const hidden = await page.request.get(`/api/admin/emails/${mail.id}?tenant=default`);
  expect(await hidden.json()).toMatchObject({ text: null, html: null });
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signIn(operator, DEMO.superAdmin);
  const detail = (await (await operator.request.get(`/api/super-admin/emails/${mail.id}`)).json()) as {
    text: string;
  };
  await operatorContext.close();
  const link = /https?:\/\/\S+\/set-password\?token=\S+/.exec(detail.text)![0];

  const context = await browser.newContext();
  const invited = await context.newPage();
  await invited.goto(new URL(link).pathname + new URL(link).search);
  await invited.getByLabel('New password').fill(password);
  await invited.getByLabel('Confirm password').fill(password);
  await invited.getByRole('button', { name: 'Set password' }).click();
  await expect(invited.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await context.close();
  await page.reload();
  await expect(
    page
      .getByRole('row', { name: new RegExp(invitee.last) })
      .getByText('Active')
      .first(),
  ).toBeVisible();
});

test('a custom role without Clients: gone from the sidebar and 403 from the API', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO.owner);
  await page.goto('/settings?tab=permissions');
  await page.getByRole('button', { name: 'Create Role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Role' });
  await dialog.getByLabel('Role').fill(roleName);
  await dialog.getByLabel('Description').fill('Quotes and dashboard, no client records');
  for (const area of ['Dashboard', 'Quotes', 'Scheduling', 'Settings'])
    await dialog.getByLabel(area, { exact: true }).check();
  await dialog.getByLabel('Settings access level').selectOption('view');
  await dialog.getByRole('button', { name: 'Create Role' }).click();
  await expect(page.getByText('Role created successfully').first()).toBeVisible();
  await expect(page.getByText('+1 more').first()).toBeVisible();

  await page.goto('/users');
  await page.getByRole('button', { name: `Actions for ${invitee.first} ${invitee.last}` }).click();
  await page.getByRole('menuitem', { name: 'Edit User' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: new RegExp(roleName) }).click();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully').first()).toBeVisible();

  const context = await browser.newContext();
  const user = await context.newPage();
  await signIn(user, invitee.email, password);
  const nav = user.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'Quotes' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Clients' })).toHaveCount(0);
  const api = await user.request.get('/api/clients?tenant=default');
  expect(api.status()).toBe(403);
  await context.close();
});

test('an integration key is saved on Save and shown masked after reload', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/settings?tab=integrations');
  await page.getByLabel('Stripe Secret key').fill('sk_test_e2eSecretKey9876');
  await page.getByRole('button', { name: 'Save Stripe' }).click();
  await expect(page.getByText(/Integration (created|updated) successfully/).first()).toBeVisible();
  await page.reload();
  await expect(page.getByText('Saved: ••••9876')).toBeVisible();
  await expect(page.getByLabel('Stripe Secret key')).toHaveValue('');
  expect(await page.content()).not.toContain('sk_test_e2eSecretKey9876');
  await screenshot(page, 'team-settings-integrations');
});

test("'Send test e-mail' delivers through the organization's SMTP server and shows its answer", async ({
  page,
}) => {
  const received: string[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'smtp-e2e-pass-4321')
        return callback(null, { user: 'mailer' });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received.push(session.envelope.rcptTo.map((r) => r.address).join(','));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  try {
    await signIn(page, DEMO.owner);
    // The smaller demo organization, so the main one's outbox keeps its captured mail.
    await page.evaluate(() => localStorage.setItem('selectedTenantSlug', 'polar'));
    await page.goto('/settings?tab=communications');
    await page.getByRole('combobox', { name: 'Email Provider' }).click();
    await page.getByRole('option', { name: 'SMTP' }).click();
    await page.getByLabel('SMTP Host').fill('127.0.0.1');
    await page.getByLabel('SMTP Port').fill(String(port));
    await page.getByLabel('SMTP Username').fill('mailer');
    await page.getByLabel('SMTP Password').fill('smtp-e2e-pass-4321');
    await page.getByLabel('From Email').fill('office@polar.example');
    await page.getByLabel('From Name').fill('Polar Office');
    // This server speaks plain SMTP; another spec may have left the TLS mode on STARTTLS or TLS.
    await page.getByRole('combobox', { name: 'TLS Mode' }).click();
    await page.getByRole('option', { name: 'None', exact: true }).click();
    await page.getByRole('button', { name: 'Save Communication Settings' }).click();
    await expect(page.getByText('Communication settings updated successfully').first()).toBeVisible();
    await page.reload();
    await expect(page.getByText('Saved: ••••4321')).toBeVisible();

    await page.getByLabel('Send test e-mail to').fill('owner@polar.example');
    await page.getByRole('button', { name: 'Send test e-mail' }).click();
    await expect(page.getByText(/Server answer: 250/)).toBeVisible();
    expect(received).toContain('owner@polar.example');
    await screenshot(page, 'team-settings-communications');

    // Back to the server-wide route for other tests.
    await page.getByRole('combobox', { name: 'Email Provider' }).click();
    await page.getByRole('option', { name: 'SendGrid' }).click();
    await page.getByRole('button', { name: 'Save Communication Settings' }).click();
    await expect(page.getByText('Communication settings updated successfully').first()).toBeVisible();
  } finally {
    await page.evaluate(() => localStorage.setItem('selectedTenantSlug', 'default'));
    server.close();
  }
});

test('screens in light, dark and at 375 px', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/users');
  await expect(page.getByText(DEMO.manager)).toBeVisible();
  await inEveryLook(page, (look) => screenshot(page, `team-users-${look}`));
  for (const tab of [
    'permissions',
    'general',
    'company',
    'integrations',
    'communications',
    'customer-portal',
  ]) {
    await page.goto(`/settings?tab=${tab}`);
    await expect(page.getByRole('tab', { selected: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await inEveryLook(page, (look) => screenshot(page, `settings-${tab}-${look}`));
  }
});
