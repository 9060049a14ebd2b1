import { DEMO, expect, screenshot, signIn, test } from '../fixtures';

/* Settings → General (issue 34 item 9): deleting a setting asks first; Cancel keeps it. */

test('deleting a general setting asks for confirmation', async ({ page }) => {
  await signIn(page, DEMO.owner);
  const key = `e2e_note_${Date.now().toString(36)}`;
  const added = await page.request.post('/api/admin/general?tenant=default', {
    data: { settingKey: key, settingValue: 'temporary', settingType: 'text', category: 'general' },
  });
  expect(added.status()).toBe(201);
  await page.goto('/settings?tab=general');
  const remove = page.getByRole('button', { name: `Delete setting ${key}` });
  await remove.click();
  const dialog = page.getByRole('alertdialog', { name: `Delete ${key}?` });
  await expect(dialog).toContainText('This action cannot be undone.');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await screenshot(page, `general-setting-delete-light-${width}`);
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(key, { exact: true })).toBeVisible();

  await remove.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(key, { exact: true })).toBeHidden();
  const list = (await (await page.request.get('/api/admin/general?tenant=default')).json()) as Array<{
    settingKey: string;
  }>;
  expect(list.map((s) => s.settingKey)).not.toContain(key);
});
