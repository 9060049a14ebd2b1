import type { Page } from '@playwright/test';
import { drawAcUnitPhoto, drawPng } from '../../apps/api/src/platform/images/png-image';
import { DEMO, expect, screenshot, seriousViolations, signIn, test } from '../fixtures';
import { startMailCatcher, withOrganizationSmtp } from '../mail-catcher';

/**
 * Request service with photos: a client attaches photos on a phone-sized screen (thumbnails, removing one,
 * a file that is no photo refused), sends the request, and the office sees the photos on the job's page.
 * Runs on the demo server; the demo's portal is switched on for the test and put back afterwards.
 */
const api = (p: string) => `${p}${p.includes('?') ? '&' : '?'}tenant=default`;

async function imageLoaded(page: Page, name: string) {
  const img = page.getByRole('img', { name, exact: true });
  await expect(img).toBeVisible();
  await expect
    .poll(() =>
      img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth),
    )
    .toBeGreaterThan(0);
}

test('a client attaches photos to a service request; staff see them on the job', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.owner);
  const before = await (await page.request.get(api('/api/admin/customer-portal'))).json();
  const enable = await page.request[before ? 'patch' : 'post'](api('/api/admin/customer-portal'), {
    data: { isEnabled: true, allowQuoteRequests: true },
  });
  expect(enable.ok(), await enable.text()).toBe(true);
  try {
    const email = `photos.${Date.now()}@example.com`;
    const created = await page.request.post(api('/api/clients'), {
      data: {
        firstName: 'Robin',
        lastName: 'Photo',
        email,
        phone: '(512) 555-0199',
        address: '40 Elm St',
        city: 'Austin',
        state: 'TX',
        zipCode: '78704',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const client = await created.json();
    // The link works only in the e-mail as delivered (the log shows it redacted): it goes out through an
    // SMTP server of the test's own.
    const catcher = await startMailCatcher();
    const link = await withOrganizationSmtp(page.request, api, catcher, async () => {
      expect((await page.request.post(api(`/api/clients/${client.id}/portal-link`))).ok()).toBe(true);
      return catcher.portalLinkTo(email);
    }).finally(() => catcher.close());

    // The client, on a phone-sized screen.
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const portal = await context.newPage();
    await portal.goto(`${new URL(page.url()).origin}${link.pathname}${link.hash}`);
    await portal.getByRole('link', { name: 'Request service' }).click();
    await portal.getByLabel('Service type').fill('AC repair');
    await portal.getByLabel('Description').fill('The outdoor unit rattles when it starts.');
    await expect(
      portal.getByText('Up to 5 photos (JPEG, PNG, WebP or HEIC), at most 10 MB each.'),
    ).toBeVisible();
    const photos = portal.getByLabel('Photos (optional)');
    await expect(photos).toHaveAttribute('accept', 'image/*');

    // A file that only claims to be a photo is refused by its content.
    await photos.setInputFiles({
      name: 'notes.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('just text'),
    });
    await expect(portal.getByRole('alert')).toHaveText('notes.jpg is not a JPEG, PNG, WebP or HEIC photo');

    await photos.setInputFiles([
      { name: 'outdoor-unit.png', mimeType: 'image/png', buffer: drawAcUnitPhoto(480, 360) },
      { name: 'blurry.png', mimeType: 'image/png', buffer: drawPng(64, 48, (x) => [x * 4, 90, 160]) },
      {
        name: 'rust-streak.png',
        mimeType: 'image/png',
        buffer: drawPng(300, 200, (x, y) => [150 + (y % 40), 82 + (x % 30), 40]),
      },
    ]);
    const attached = portal.getByRole('list', { name: 'Attached photos' });
    await expect(attached.getByRole('listitem')).toHaveCount(3);
    await portal.getByRole('button', { name: 'Remove blurry.png' }).click();
    await expect(attached.getByRole('listitem')).toHaveCount(2);
    await imageLoaded(portal, 'outdoor-unit.png');
    await imageLoaded(portal, 'rust-streak.png');
    await attached.scrollIntoViewIfNeeded();
    await screenshot(portal, 'portal-request-photos-375');
    expect(await seriousViolations(portal)).toEqual([]);

    await portal.getByRole('button', { name: 'Send request' }).click();
    await expect(portal.getByText(/We received your request \(JOB-\d{4}-\d{4}\)/)).toBeVisible();
    await expect(portal.getByText('2 photos sent')).toBeVisible();
    await imageLoaded(portal, 'outdoor-unit.png'); // served back by the portal
    await screenshot(portal, 'portal-request-sent-375');
    await context.close();

    // The office: the job made from the request shows the photos; a thumbnail opens the full image.
    const jobs = await (await page.request.get(api(`/api/service-jobs?clientId=${client.id}`))).json();
    expect(jobs).toHaveLength(1);
    await page.goto(`/dispatching/jobs/${jobs[0].id}`);
    await expect(page.getByRole('heading', { name: 'Photos from the client' })).toBeVisible();
    const thumbnails = page.getByRole('button', { name: /^Open photo / });
    await expect(thumbnails).toHaveCount(2);
    await page.getByRole('heading', { name: 'Photos from the client' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'job-photos-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Open photo outdoor-unit.png' }).click();
    const dialog = page.getByRole('dialog', { name: 'outdoor-unit.png' });
    await expect(dialog).toBeVisible();
    await imageLoaded(page, 'outdoor-unit.png');
    await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await screenshot(page, 'job-photo-open-1280');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('heading', { name: 'Photos from the client' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'job-photos-375');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('heading', { name: 'Photos from the client' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'job-photos-dark-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  } finally {
    await page.request.patch(api('/api/admin/customer-portal'), {
      data: { isEnabled: before?.isEnabled ?? false, allowQuoteRequests: before?.allowQuoteRequests ?? true },
    });
  }
});
