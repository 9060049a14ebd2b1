import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalBrandingSchema } from '@tradeworks/contracts/portal';
import type { TestTenant } from '../../test/test-context';
import { createJob } from '../dispatching/dispatching.test-support';
import { addDays, localDate, zonedInstant } from '../../platform/tenant-clock';
import {
  closePortalWorld,
  createPortalWorld,
  portalRequest,
  signIn,
  type PortalWorld,
} from './portal.test-support';

/*
 * The portal shows visit times on the organization's clock: GET /branding (which the portal shell loads
 * before any page) names the zone, and the service-request form's "today" is the organization's day.
 */

let w: PortalWorld;
beforeAll(async () => {
  w = await createPortalWorld();
});
afterAll(() => closePortalWorld(w));

async function setZone(tenant: TestTenant, zone: string | null) {
  await w.t.db.tenant({ tenantId: tenant.id, userId: null }, async ({ tx }) => {
    await tx.execute(
      sql`delete from general_settings where tenant_id = ${tenant.id} and setting_key = 'timezone'`,
    );
    if (zone) {
      await tx.execute(sql`insert into general_settings (tenant_id, id, setting_key, setting_value)
        values (${tenant.id}, gen_random_uuid(), 'timezone', ${zone})`);
    }
  });
}

const branding = async (slug: string) => {
  const res = await portalRequest(w.t, null, 'GET', `/api/portal/${slug}/branding`);
  expect(res.statusCode).toBe(200);
  return portalBrandingSchema.parse(res.json());
};

describe('GET /api/portal/{slug}/branding: the organization’s time zone', () => {
  it('names the `timezone` setting (America/Chicago), else UTC; an unknown name is UTC', async () => {
    await setZone(w.acme.tenant, 'America/Chicago');
    await setZone(w.globex.tenant, null);
    expect((await branding(w.acme.tenant.slug)).timeZone).toBe('America/Chicago');
    // Another organization's setting never leaks into this one's answer.
    expect((await branding(w.globex.tenant.slug)).timeZone).toBe('UTC');
    await setZone(w.globex.tenant, 'Mars/Olympus_Mons');
    expect((await branding(w.globex.tenant.slug)).timeZone).toBe('UTC');
    await setZone(w.globex.tenant, null);
  });

  it('is public like the rest of the brand (the sign-in page loads it too) and 404 for no portal', async () => {
    const res = await portalRequest(w.t, null, 'GET', `/api/portal/${w.acme.tenant.slug}/branding`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('timeZone');
    const missing = await portalRequest(w.t, null, 'GET', '/api/portal/no-such-portal/branding');
    expect(missing.statusCode).toBe(404);
  });

  it('the visit the office booked at 9:00 Chicago is the instant 9:00 Chicago in the client’s upcoming visits', async () => {
    await setZone(w.acme.tenant, 'America/Chicago');
    const day = addDays(localDate(new Date(), 'America/Chicago'), 3);
    const nineChicago = zonedInstant(day, '09:00', 'America/Chicago');
    const created = await createJob(w.t, w.acme.owner, w.acme.tenant, w.acme.f.clientId, {
      serviceType: 'Furnace tune-up',
      scheduledDate: nineChicago.toISOString(),
    });
    const cookie = await signIn(w.t, w.acme);
    const home = await portalRequest(w.t, cookie, 'GET', `/api/portal/${w.acme.tenant.slug}/home`);
    const visit = home
      .json()
      .upcomingVisits.find((v: { jobNumber: string }) => v.jobNumber === created.jobNumber);
    expect(visit.scheduledDate).toBe(nineChicago.toISOString());
    expect(
      new Date(visit.scheduledDate).toLocaleTimeString('en-US', {
        timeZone: (await branding(w.acme.tenant.slug)).timeZone,
        hour: 'numeric',
        minute: '2-digit',
      }),
    ).toBe('9:00 AM');
  });
});

describe('POST /api/portal/{slug}/service-requests: the organization’s "today"', () => {
  it('takes the organization’s today as the preferred day even when UTC is a day ahead, refuses its yesterday', async () => {
    // Pago Pago is UTC−11: for most of the UTC day its date is still the day before.
    const zone = 'Pacific/Pago_Pago';
    await setZone(w.globex.tenant, zone);
    const cookie = await signIn(w.t, w.globex);
    const url = `/api/portal/${w.globex.tenant.slug}/service-requests`;
    const today = localDate(new Date(), zone);
    const ok = await portalRequest(w.t, cookie, 'POST', url, {
      serviceType: 'AC repair',
      description: 'Warm air upstairs',
      preferredDate: today,
    });
    expect(ok.statusCode).toBe(201);
    const { rows } = await w.t.db.platform((tx) =>
      tx.execute<{ at: string }>(
        sql`select to_char(scheduled_date at time zone ${zone}, 'YYYY-MM-DD HH24:MI') as at from service_jobs
            where tenant_id = ${w.globex.tenant.id} and job_number = ${ok.json().jobNumber}`,
      ),
    );
    // 9:00 on the organization's clock of the day the client chose.
    expect(rows[0].at).toBe(`${today} 09:00`);

    const late = await portalRequest(w.t, cookie, 'POST', url, {
      serviceType: 'AC repair',
      description: 'Warm air upstairs',
      preferredDate: addDays(today, -1),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().fieldErrors).toMatchObject({ preferredDate: 'Choose a day from today on' });

    // Without a preferred day the visit is pencilled in for the organization's tomorrow, 9:00.
    const open = await portalRequest(w.t, cookie, 'POST', url, {
      serviceType: 'AC repair',
      description: 'Any day is fine',
    });
    expect(open.statusCode).toBe(201);
    const tomorrow = await w.t.db.platform((tx) =>
      tx.execute<{ at: string }>(
        sql`select to_char(scheduled_date at time zone ${zone}, 'YYYY-MM-DD HH24:MI') as at from service_jobs
            where tenant_id = ${w.globex.tenant.id} and job_number = ${open.json().jobNumber}`,
      ),
    );
    expect(tomorrow.rows[0].at).toBe(`${addDays(today, 1)} 09:00`);
    await setZone(w.globex.tenant, null);
  });
});
