import { DEMO, expect, inEveryLook, screenshot, signIn, test } from '../fixtures';

/**
 * Issue 34 item 5: Cancel Job asks first, with an optional reason kept on the job and in its activity; a
 * cancelled job can be reopened (pending again) by those who may cancel.
 */
test('cancel a job with a reason after a confirmation, see it in the activity, then reopen it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, DEMO.owner);
  const clients = await (await page.request.get('/api/clients?tenant=default&status=active&limit=1')).json();
  const created = await page.request.post('/api/service-jobs?tenant=default', {
    data: { clientId: clients[0].id, serviceType: 'Cancel test visit', scheduledDate: '2031-03-04' },
  });
  expect(created.status()).toBe(201);
  const job: { id: string; jobNumber: string } = await created.json();

  await page.goto(`/dispatching/jobs/${job.id}`);
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Job' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel ${job.jobNumber}?` });
  await expect(dialog).toContainText('You can reopen it later.');
  // Keep Job closes the dialog and changes nothing.
  await dialog.getByRole('button', { name: 'Keep Job' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();

  // A modal dialog hides the theme switch: open it once per look.
  await inEveryLook(page, async (look) => {
    await page.getByRole('button', { name: 'Cancel Job' }).click();
    await dialog.getByLabel('Reason (optional)').fill('Customer sold the house');
    await screenshot(page, `job-cancel-dialog-${look}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
  await page.getByRole('button', { name: 'Cancel Job' }).click();
  await dialog.getByLabel('Reason (optional)').fill('Customer sold the house');
  await dialog.getByRole('button', { name: 'Cancel Job' }).click();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText('Reason for cancelling: Customer sold the house')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Job' })).toHaveCount(0);
  await inEveryLook(page, (look) => screenshot(page, `job-cancelled-${look}`));

  // The reason is in the organization's activity.
  await page.goto('/');
  await expect(page.getByText(`Job ${job.jobNumber} cancelled: Customer sold the house`)).toBeVisible();

  // Reopen: pending again, unassigned, the reason cleared.
  await page.goto(`/dispatching/jobs/${job.id}`);
  await page.getByRole('button', { name: 'Reopen Job' }).click();
  await expect(page.getByText('Job reopened: pending again', { exact: true })).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  await expect(page.getByText(/Reason for cancelling/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Assign' })).toBeVisible();
});
