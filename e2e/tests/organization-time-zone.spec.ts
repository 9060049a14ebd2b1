import { DEMO, expect, inEveryLook, screenshot, signIn, test } from '../fixtures';

/**
 * Issue 34 item 2: the organization's time zone is an IANA zone from a searchable list on the Company tab;
 * free text ("Central") is refused with a field message; a change that moves open jobs asks first.
 */
test('pick the time zone from the list, see the warning before a change, and free text refused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, DEMO.owner);
  await page.goto('/settings?tab=company');
  const picker = page.getByRole('button', { name: 'Time zone', exact: true });
  await expect(picker).toHaveText(/America\/Chicago/);
  await inEveryLook(page, (look) => screenshot(page, `time-zone-company-${look}`));

  // Searchable: "denver" finds America/Denver.
  await picker.click();
  await page.getByPlaceholder('Search time zones...').fill('denver');
  await page.getByRole('option', { name: /America\/Denver/ }).click();
  await expect(picker).toHaveText(/America\/Denver/);
  await page.getByRole('button', { name: 'Save Time Zone' }).click();
  // The demo has open jobs ahead: they keep their moment in time, so the calendar moves — asked first.
  const dialog = page.getByRole('dialog', { name: 'Change the time zone to America/Denver?' });
  await expect(dialog).toContainText(/\d+ upcoming jobs? keep their moment in time/);
  await expect(dialog).toContainText(
    'a job at 9:00 AM (America/Chicago) will show at 8:00 AM (America/Denver)',
  );
  await screenshot(page, 'time-zone-warning-light-1280');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const saved = await (await page.request.get('/api/admin/time-zone?tenant=default')).json();
  expect(saved.timeZone).toBe('America/Chicago');

  // Confirmed, then back to Chicago (the other browser tests run on the demo's zone).
  await page.getByRole('button', { name: 'Save Time Zone' }).click();
  await dialog.getByRole('button', { name: 'Change Time Zone' }).click();
  await expect(page.getByText('Time zone set to America/Denver', { exact: true })).toBeVisible();
  expect((await (await page.request.get('/api/admin/time-zone?tenant=default')).json()).timeZone).toBe(
    'America/Denver',
  );
  await picker.click();
  await page.getByPlaceholder('Search time zones...').fill('chicago');
  await page.getByRole('option', { name: /America\/Chicago/ }).click();
  await page.getByRole('button', { name: 'Save Time Zone' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Change Time Zone' }).click();
  await expect(page.getByText('Time zone set to America/Chicago', { exact: true })).toBeVisible();

  // Free text is refused where a zone can still be typed: the General tab's `timezone` setting.
  const refused = await page.request.patch('/api/admin/general/timezone?tenant=default', {
    data: { settingValue: 'Central' },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe(
    'Choose a time zone from the list (an IANA name such as America/Chicago)',
  );
});
