import { DEMO, expect, inEveryLook, screenshot, seriousViolations, signIn, test } from '../fixtures';

/*
 * Settings → Tax as the owner (issue 31): the demo's rates and groups, a new county rate with the contract's
 * messages for a missing name and an out-of-range rate, a group combining it with the state rate (its
 * combined rate shown while ticking), made the default, then both deleted again — the demo keeps no default
 * group, so the other specs' documents stay at 8%. A technician has no Tax tab.
 */
const T = 'tenant=default';
const notifications = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: /Notifications/ });

test('tax settings: rates, a group made the default, messages, looks', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.owner);
  await page.goto('/settings?tab=tax');
  const rates = page.getByRole('list', { name: 'Tax rates' });
  const groups = page.getByRole('list', { name: 'Tax groups' });
  await expect(rates.getByText('Texas state sales tax 6.25%')).toBeVisible();
  await expect(groups.getByText('Austin (8.25%)', { exact: false }).first()).toBeVisible();
  await expect(
    groups.getByText('Texas state sales tax 6.25% + City of Austin 1.0% + Capital Metro transit 1.0%'),
  ).toBeVisible();

  let groupId: string | undefined;
  let rateId: string | undefined;
  try {
    // A rate: the contract's messages, then saved and listed with its percentage.
    await page.getByRole('button', { name: 'Add tax rate' }).click();
    const rateDialog = page.getByRole('dialog', { name: 'Add tax rate' });
    await rateDialog.getByRole('button', { name: 'Add tax rate' }).click();
    await expect(rateDialog.getByText('Name is required')).toBeVisible();
    await expect(rateDialog.getByText('Rate is required')).toBeVisible();
    await rateDialog.getByLabel('Name').fill('Travis County ESD');
    await rateDialog.getByLabel('Jurisdiction').fill('Travis County Emergency Services District 4');
    await rateDialog.getByLabel('Rate (%)').fill('120');
    await rateDialog.getByRole('button', { name: 'Add tax rate' }).click();
    await expect(rateDialog.getByText('Tax rate must be between 0 and 100')).toBeVisible();
    await rateDialog.getByLabel('Rate (%)').fill('0.5');
    const created = page.waitForResponse(
      (r) => r.url().includes('/api/tax-rates') && r.request().method() === 'POST',
    );
    await rateDialog.getByRole('button', { name: 'Add tax rate' }).click();
    rateId = ((await (await created).json()) as { id: string }).id;
    await expect(notifications(page).getByText('Tax rate Travis County ESD added')).toBeVisible();
    await expect(rates.getByText('Travis County ESD 0.5%')).toBeVisible();
    await expect(rates.getByText('Travis County Emergency Services District 4')).toBeVisible();

    // A group: no rate ticked is refused; the combined rate follows the ticks; saved as the default.
    await page.getByRole('button', { name: 'Add tax group' }).click();
    const groupDialog = page.getByRole('dialog', { name: 'Add tax group' });
    await groupDialog.getByLabel('Name').fill('Travis County ESD area');
    await groupDialog.getByRole('button', { name: 'Add tax group' }).click();
    await expect(groupDialog.getByText('A tax group needs at least one tax rate')).toBeVisible();
    await groupDialog.getByLabel('Texas state sales tax').check();
    await groupDialog.getByLabel('Travis County ESD').check();
    await expect(
      groupDialog.getByText('On documents: Texas state sales tax (6.25%) + Travis County ESD (0.5%) = 6.75%'),
    ).toBeVisible();
    await groupDialog.getByLabel('Default for new quotes and invoices').click();
    const group = page.waitForResponse(
      (r) => r.url().includes('/api/tax-groups') && r.request().method() === 'POST',
    );
    await groupDialog.getByRole('button', { name: 'Add tax group' }).click();
    groupId = ((await (await group).json()) as { id: string }).id;
    await expect(notifications(page).getByText('Tax group Travis County ESD area added')).toBeVisible();
    const row = groups.getByRole('listitem').filter({ hasText: 'Travis County ESD area' });
    await expect(row.getByText('Default')).toBeVisible();
    await expect(row.getByText('6.75%')).toBeVisible();
    await expect
      .poll(async () => {
        const list = (await (await page.request.get(`/api/tax-groups?${T}`)).json()) as Array<{
          id: string;
          isDefault: boolean;
        }>;
        return list.filter((g) => g.isDefault).map((g) => g.id);
      })
      .toEqual([groupId]);

    // Make default moves the flag to another group.
    await page.getByRole('button', { name: 'Make Austin (8.25%) the default' }).click();
    await expect(notifications(page).getByText('Austin (8.25%) is the default tax group')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Make Travis County ESD area the default' })).toBeVisible();

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await inEveryLook(page, async (look) => {
      await screenshot(page, `tax-settings-${look}`);
      expect(await seriousViolations(page), look).toEqual([]);
    });
    // The group dialog in both themes (the theme switch sits behind an open dialog: switched between).
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      await page.getByRole('button', { name: 'Edit Travis County ESD area' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit tax group' });
      await expect(dialog.getByLabel('Name')).toHaveValue('Travis County ESD area');
      await expect(dialog.getByLabel(/Travis County ESD/)).toBeChecked();
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 });
        await screenshot(page, `tax-settings-group-dialog-${theme}-${width}`);
        expect(await seriousViolations(page), `${theme}-${width}`).toEqual([]);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    }
    await page.getByRole('button', { name: 'Switch to light theme' }).click();

    // A rate in a group cannot be deleted: the server's reason is shown.
    await page.getByRole('button', { name: 'Delete Travis County ESD', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(notifications(page).getByText(/Travis County ESD area/)).toBeVisible();
    await expect(rates.getByText('Travis County ESD 0.5%')).toBeVisible();

    // Deleting the group, then the rate, through the screen.
    await page.getByRole('button', { name: 'Delete Travis County ESD area' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(notifications(page).getByText('Tax group Travis County ESD area deleted')).toBeVisible();
    groupId = undefined;
    await page.getByRole('button', { name: 'Delete Travis County ESD', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(notifications(page).getByText('Tax rate Travis County ESD deleted')).toBeVisible();
    rateId = undefined;
    await expect(rates.getByText('Travis County ESD 0.5%')).toHaveCount(0);
  } finally {
    // The demo keeps no default group (other specs price documents at the 8% default rate).
    const list = (await (await page.request.get(`/api/tax-groups?${T}`)).json()) as Array<{
      id: string;
      isDefault: boolean;
    }>;
    for (const g of list.filter((g) => g.isDefault))
      await page.request.patch(`/api/tax-groups/${g.id}?${T}`, { data: { isDefault: false } });
    if (groupId) await page.request.delete(`/api/tax-groups/${groupId}?${T}`);
    if (rateId) await page.request.delete(`/api/tax-rates/${rateId}?${T}`);
  }
});

test('tax settings: a technician has no Tax tab', async ({ page }) => {
  await signIn(page, DEMO.member);
  await page.goto('/settings?tab=tax');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Tax' })).toHaveCount(0);
  const refused = await page.request.post(`/api/tax-rates?${T}`, {
    data: { name: 'Sneaky', rate: '0.01' },
  });
  expect(refused.status()).toBe(403);
});
