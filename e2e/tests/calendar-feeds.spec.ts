import { request as playwrightRequest } from '@playwright/test';
import { DEMO, expect, inEveryLook, screenshot, seriousViolations, signIn, test } from '../fixtures';

/*
 * Issue 30: calendar feeds. A technician (Settings, below their preferences) gets a private iCalendar URL, a
 * calendar app (a request with no session) reads it, and after Regenerate the old URL is refused while the new
 * one works. An office manager finds the team's feed on Settings → Integrations.
 */

test('a calendar feed URL is made, read by a calendar app, and regenerated', async ({ page, baseURL }) => {
  await signIn(page, DEMO.member);
  await page.goto('/settings');
  const card = page.getByRole('list', { name: 'Calendar feeds' });
  const own = card.getByRole('listitem').filter({ hasText: 'Your jobs' });
  await expect(own).toBeVisible();
  await own.getByRole('button', { name: 'Get calendar URL' }).click();
  const urlField = own.getByRole('textbox', { name: /^Calendar URL: Your jobs/ });
  const first = await urlField.inputValue();
  expect(first).toMatch(/\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);

  const calendarApp = await playwrightRequest.newContext({ baseURL });
  try {
    const feed = await calendarApp.get(first);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = await feed.text();
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('BEGIN:VTIMEZONE');
    expect(ics).toContain('BEGIN:VEVENT');

    await page.reload();
    await expect(own).toContainText('Last fetched');
    await expect(own).not.toContainText('Last fetched never');
    // The demo technician prefers the dark theme: the looks start from the light one.
    const toLight = page.getByRole('button', { name: 'Switch to light theme' });
    if (await toLight.isVisible()) {
      await toLight.click();
      await expect(page.locator('html')).not.toHaveClass(/dark/);
    }
    await inEveryLook(page, async (look) => {
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `calendar-feeds-${look}`);
    });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await seriousViolations(page)).toEqual([]);

    await own.getByRole('button', { name: /^Regenerate the calendar URL: Your jobs/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Regenerate calendar URL?' });
    await screenshot(page, 'calendar-feeds-regenerate-light-1280');
    await confirm.getByRole('button', { name: 'Regenerate' }).click();
    await expect(
      page
        .getByRole('region', { name: /Notifications/ })
        .getByText('New calendar URL made; the old one no longer works'),
    ).toBeVisible();
    await expect(urlField).not.toHaveValue(first);
    const second = await urlField.inputValue();
    expect((await calendarApp.get(first)).status()).toBe(404);
    expect((await calendarApp.get(second)).status()).toBe(200);
  } finally {
    await calendarApp.dispose();
  }
});

test('the team feed is on Settings → Integrations for settings editors', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/settings?tab=integrations');
  const team = page
    .getByRole('list', { name: 'Calendar feeds' })
    .getByRole('listitem')
    .filter({ hasText: "All technicians' jobs" });
  await expect(team).toBeVisible();
  await team.scrollIntoViewIfNeeded();
  await inEveryLook(page, async (look) => {
    await team.scrollIntoViewIfNeeded();
    await screenshot(page, `calendar-feeds-integrations-${look}`);
  });
});
