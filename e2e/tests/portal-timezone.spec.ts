import type { Page } from '@playwright/test';
import { DEMO_ZONE, zonedDay, zonedInstant } from '../org-clock';
import { DEMO, expect, screenshot, seriousViolations, signIn, test } from '../fixtures';
import { startMailCatcher, withOrganizationSmtp } from '../mail-catcher';

/**
 * A client whose phone is in Tokyo (UTC+9) looks at the portal of an organization in Chicago (the demo's
 * `timezone` setting): the visit the office booked at 9:00 Chicago reads 9:00 AM with Chicago's short zone
 * name, not 12:00 AM the next day. The office's client page (also on a device in Tokyo) shows the job at
 * 9:00 in its service history. Runs on the demo server; the demo's portal settings are put back afterwards.
 */
const ZONE = DEMO_ZONE;
const TOKYO = 'Asia/Tokyo';
test.use({ timezoneId: TOKYO });

const api = (p: string) => `${p}${p.includes('?') ? '&' : '?'}tenant=default`;

/** 9:00 on Chicago's clock, `days` after Chicago's today, as an ISO instant. */
function nineChicago(days: number): string {
  return zonedInstant(zonedDay(Date.now() + days * 86_400_000), '09:00');
}
/** How a moment reads on a clock: "Nov 27, 2026, 9:00 AM CST". */
const reading = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(new Date(iso));

async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready);
}

test("a client in Tokyo sees a 9:00 Chicago visit at 9:00 AM on the organization's clock, in the portal and on the office's client page", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO.owner);
  const me = await (await page.request.get(api('/api/auth/user'))).json();
  expect(me.activeTenant.timeZone).toBe(ZONE);
  const before = await (await page.request.get(api('/api/admin/customer-portal'))).json();
  const enable = await page.request[before ? 'patch' : 'post'](api('/api/admin/customer-portal'), {
    data: { isEnabled: true, allowServiceHistory: true, allowAppointmentBooking: true },
  });
  expect(enable.ok(), await enable.text()).toBe(true);
  try {
    const email = `clock.${Date.now()}@example.com`;
    const created = await page.request.post(api('/api/clients'), {
      data: {
        firstName: 'Kenji',
        lastName: 'Clock',
        email,
        phone: '(512) 555-0142',
        address: '12 Lamar Blvd',
        city: 'Austin',
        state: 'TX',
        zipCode: '78704',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const client = await created.json();
    const at = nineChicago(3);
    const job = await page.request.post(api('/api/service-jobs'), {
      data: { clientId: client.id, serviceType: 'Furnace tune-up', scheduledDate: at },
    });
    expect(job.status(), await job.text()).toBe(201);
    const { jobNumber } = await job.json();
    const chicagoReading = reading(at, ZONE); // "…, 9:00 AM CST" (or CDT in summer)
    expect(chicagoReading).toMatch(/, 9:00 AM C[SD]T$/);
    // What the device's own clock would have said: midnight (or 11 PM) in Tokyo.
    expect(reading(at, TOKYO)).not.toContain('9:00 AM');

    // The office's client page, on a laptop in Tokyo: the job at 9:00 Chicago, naming the zone.
    await page.goto(`/clients/${client.id}`);
    const history = page.getByRole('list', { name: /most recent jobs/ });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history).toContainText(`${jobNumber} · ${chicagoReading}`);
    await page.getByRole('heading', { name: 'Service History' }).scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'portal-tz-client-history-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    await history.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'portal-tz-client-history-375');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await history.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'portal-tz-client-history-dark-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);

    // The client opens the portal link on a phone in Tokyo.
    // The link works only in the e-mail as delivered (the log shows it redacted): it goes out through an
    // SMTP server of the test's own.
    const catcher = await startMailCatcher();
    const link = await withOrganizationSmtp(page.request, api, catcher, async () => {
      expect((await page.request.post(api(`/api/clients/${client.id}/portal-link`))).ok()).toBe(true);
      return catcher.portalLinkTo(email);
    }).finally(() => catcher.close());
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, timezoneId: TOKYO });
    const portal = await context.newPage();
    expect(await portal.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(TOKYO);
    await portal.goto(`${new URL(page.url()).origin}${link.pathname}${link.hash}`);
    await expect(portal.getByRole('heading', { name: 'Welcome, Kenji Clock' })).toBeVisible();
    const visits = portal.locator('section', {
      has: portal.getByRole('heading', { name: 'Upcoming visits' }),
    });
    await expect(visits.getByRole('listitem')).toHaveCount(1);
    await expect(visits.getByRole('listitem')).toContainText('Furnace tune-up');
    await expect(visits.locator('time')).toHaveText(chicagoReading);
    await expect(visits.locator('time')).toHaveAttribute('datetime', at);
    await visits.scrollIntoViewIfNeeded();
    await settle(portal);
    await screenshot(portal, 'portal-tz-home-375');
    expect(await seriousViolations(portal)).toEqual([]);
    await portal.setViewportSize({ width: 1280, height: 800 });
    await visits.scrollIntoViewIfNeeded();
    await screenshot(portal, 'portal-tz-home-1280');

    // Booking: the offered slots are the organization's working hours on its clock, grouped by its days.
    await portal.getByRole('link', { name: 'Book an appointment' }).click();
    await expect(portal.getByRole('heading', { name: 'Book an appointment' })).toBeVisible();
    const slug = link.pathname.split('/')[2];
    const origin = new URL(page.url()).origin;
    const slots = (await (
      await portal.request.get(`${origin}/api/portal/${slug}/booking/slots`)
    ).json()) as Array<{
      start: string;
      end: string;
    }>;
    expect(slots.length).toBeGreaterThan(0);
    {
      const first = slots[0];
      const time = (iso: string, zone = false) =>
        new Intl.DateTimeFormat('en-US', {
          hour: 'numeric',
          minute: '2-digit',
          timeZone: ZONE,
          ...(zone ? { timeZoneName: 'short' } : {}),
        }).format(new Date(iso));
      const dayTitle = new Intl.DateTimeFormat('en-US', {
        weekday: 'long',
        month: 'short',
        day: 'numeric',
        timeZone: ZONE,
      }).format(new Date(first.start));
      const section = portal.locator('section', { has: portal.getByRole('heading', { name: dayTitle }) });
      await expect(
        section.getByText(`${time(first.start)} – ${time(first.end, true)}`, { exact: true }),
      ).toBeVisible();
    }
    await settle(portal);
    await screenshot(portal, 'portal-tz-book-1280');
    await context.close();
  } finally {
    await page.request.patch(api('/api/admin/customer-portal'), {
      data: {
        isEnabled: before?.isEnabled ?? false,
        allowServiceHistory: before?.allowServiceHistory ?? true,
        allowAppointmentBooking: before?.allowAppointmentBooking ?? false,
      },
    });
  }
});
