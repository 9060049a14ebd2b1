import { DEMO, expect, inEveryLook, screenshot, signIn, test } from '../fixtures';

const unique = () => Date.now().toString(36).slice(-5);

/**
 * Issue 34 item 1: technicians are linked to their sign-in from the app. From the team page, "Create a
 * technician for this person" opens Add Technician linked to that member; both pages show the link; an
 * account already linked is not offered again; a linked technician signs in to My Day, office roles to the
 * dashboard.
 */
test('create a technician for a team member, see the link on both pages, and sign in to My Day', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, DEMO.owner);
  await expect(page).toHaveURL(/\/$/);
  const last = `Linkson${unique()}`;
  const invited = await page.request.post('/api/tenant/users?tenant=default', {
    data: {
      email: `${last.toLowerCase()}@example.com`,
      first_name: 'Priya',
      last_name: last,
      role: 'member',
    },
  });
  expect(invited.status()).toBe(201);

  await page.goto(`/users`);
  await page
    .getByPlaceholder(/Search/)
    .first()
    .fill(last);
  const row = page.getByRole('row', { name: new RegExp(last) });
  await row.getByRole('button', { name: `Actions for Priya ${last}` }).click();
  await page.getByRole('menuitem', { name: 'Create a technician for this person' }).click();
  await expect(page).toHaveURL(/\/dispatching\/technicians\/new\?/);
  await expect(page.getByLabel(/^Name/)).toHaveValue(`Priya ${last}`);
  await expect(page.getByLabel('Email')).toHaveValue(`${last.toLowerCase()}@example.com`);
  await expect(page.getByRole('button', { name: 'Sign-in account' })).toContainText(`Priya ${last}`);
  await inEveryLook(page, (look) => screenshot(page, `technician-link-form-${look}`));
  await page.getByRole('button', { name: 'Add Technician' }).click();
  await expect(page).toHaveURL(/\/dispatching\?tab=technicians$/);

  // The team page names the technician, with a link to it; the technician's page names the account.
  await page.goto(`/users`);
  await page
    .getByPlaceholder(/Search/)
    .first()
    .fill(last);
  await expect(row).toContainText(`Technician: Priya ${last}`);
  await inEveryLook(page, (look) => screenshot(page, `technician-link-team-${look}`));
  await row.getByRole('link', { name: `Priya ${last}` }).click();
  await expect(page).toHaveURL(/\/dispatching\/technicians\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`Signs in as Priya ${last}`)).toBeVisible();

  // One account, one technician: on another technician the member is not offered.
  await page.goto('/dispatching/technicians/new');
  await page.getByRole('button', { name: 'Sign-in account' }).click();
  await page.getByPlaceholder('Search team members...').fill(last);
  await expect(page.getByText('No team members found.')).toBeVisible();
  await expect(page.getByText(`Already linked: Priya ${last} (Priya ${last})`)).toBeVisible();
  await page.keyboard.press('Escape');

  // The demo's technician (a member linked to a technician) signs in to My Day.
  await page.context().clearCookies();
  await signIn(page, DEMO.member);
  await expect(page).toHaveURL(/\/my-day$/);
  await expect(page.getByRole('heading', { name: 'My Day', level: 1 })).toBeVisible();
});
