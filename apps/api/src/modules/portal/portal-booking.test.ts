import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_SLOT_TAKEN } from '@tradeworks/contracts/portal';
import {
  closePortalWorld,
  createPortalWorld,
  portalRequest,
  signIn,
  type PortalWorld,
} from './portal.test-support';

let w: PortalWorld;
let pat: string;
let other: string;
let slug: string;

beforeAll(async () => {
  w = await createPortalWorld();
  const { t, acme } = w;
  slug = acme.tenant.slug;
  await t.request(acme.owner, 'PATCH', '/api/admin/customer-portal', {
    tenant: acme.tenant,
    body: { allowAppointmentBooking: true },
  });
  // One technician, 08:00–10:00 (UTC: the tenant has no time zone set): one two-hour slot a day.
  await t.db.platform((tx) =>
    tx.execute(sql`insert into technicians (tenant_id, id, name, work_start, work_end, max_jobs)
                   values (${acme.tenant.id}, gen_random_uuid(), 'Sam Tech', '08:00', '10:00', 1)`),
  );
  pat = await signIn(t, acme);
  other = await signIn(t, acme, acme.otherClientId, 'other-acme@example.com');
});
afterAll(() => closePortalWorld(w));

const WEEKEND = [0, 6];
const slots = async (cookie: string) =>
  (await portalRequest(w.t, cookie, 'GET', `/api/portal/${slug}/booking/slots`)).json() as Array<{
    start: string;
  }>;
const book = (cookie: string, start: string) =>
  portalRequest(w.t, cookie, 'POST', `/api/portal/${slug}/booking`, { start, serviceType: 'AC tune-up' });

describe('book an appointment', () => {
  it('offers slots from business hours, working hours, capacity and existing jobs; two clients racing for the last slot: one wins', async () => {
    const offered = await slots(pat);
    // Standard business hours (no setting) are a weekday business: any 7 days hold 5 weekdays.
    expect(offered).toHaveLength(5);
    expect(offered.every((s) => s.start.endsWith('T08:00:00.000Z'))).toBe(true);
    expect(offered.filter((s) => WEEKEND.includes(new Date(s.start).getUTCDay()))).toEqual([]);
    for (const slot of offered.slice(0, 4)) expect((await book(pat, slot.start)).statusCode).toBe(201);
    const left = await slots(other);
    expect(left).toEqual([offered[4]]);
    const [a, b] = await Promise.all([book(pat, left[0].start), book(other, left[0].start)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().message).toBe(PORTAL_SLOT_TAKEN);
    expect(await slots(pat)).toEqual([]);
    const { rows } = await w.t.db.platform((tx) =>
      tx.execute<{ n: number }>(
        sql`select count(*)::int as n from service_jobs where tenant_id = ${w.acme.tenant.id} and status = 'pending'
            and notes = 'Booked by the client in the customer portal.'`,
      ),
    );
    expect(rows[0].n).toBe(5);
  });

  it('follows the business_hours setting: weekends only with 24 hours, Saturday with extended (issue 34 item 9)', async () => {
    const setHours = (value: string) =>
      w.t.request(w.acme.owner, 'POST', '/api/admin/general', {
        tenant: w.acme.tenant,
        body: { settingKey: 'business_hours', settingValue: value, category: 'scheduling' },
      });
    // The weekdays were all booked above: what is left is the weekend, offered only when the hours allow it.
    expect((await setHours('24hours')).statusCode).toBe(201);
    const weekend = await slots(pat);
    expect(weekend.map((s) => new Date(s.start).getUTCDay()).sort()).toEqual([0, 6]);
    await w.t.request(w.acme.owner, 'PATCH', '/api/admin/general/business_hours', {
      tenant: w.acme.tenant,
      body: { settingValue: 'extended' },
    });
    expect((await slots(pat)).map((s) => new Date(s.start).getUTCDay())).toEqual([6]);
    await w.t.request(w.acme.owner, 'PATCH', '/api/admin/general/business_hours', {
      tenant: w.acme.tenant,
      body: { settingValue: 'standard' },
    });
    expect(await slots(pat)).toEqual([]);
    // A weekend time sent anyway is refused as never offered.
    const sunday = weekend.find((s) => new Date(s.start).getUTCDay() === 0)!;
    expect((await book(pat, sunday.start)).statusCode).toBe(400);
  });

  it("a technician's time off is not offered (the same capacity reads as online booking)", async () => {
    const { rows } = await w.t.db.platform((tx) =>
      tx.execute<{
        id: string;
      }>(sql`insert into technicians (tenant_id, id, name, work_start, work_end, max_jobs)
        values (${w.acme.tenant.id}, gen_random_uuid(), 'Kim Tech', '12:00', '14:00', 1) returning id`),
    );
    const atNoon = async () => (await slots(pat)).filter((s) => s.start.endsWith('T12:00:00.000Z'));
    expect((await atNoon()).length).toBeGreaterThan(0);
    await w.t.db.platform((tx) =>
      tx.execute(sql`insert into technician_time_off (tenant_id, id, technician_id, starts_at, ends_at, reason)
        values (${w.acme.tenant.id}, gen_random_uuid(), ${rows[0].id}, now() - interval '1 day', now() + interval '30 days', 'Holiday')`),
    );
    expect(await atNoon()).toEqual([]);
    await w.t.db.platform(async (tx) => {
      await tx.execute(sql`delete from technician_time_off where technician_id = ${rows[0].id}`);
      await tx.execute(sql`delete from technicians where id = ${rows[0].id}`);
    });
  });

  it('refuses a time that was never offered', async () => {
    const res = await book(pat, new Date(Date.now() - 86_400_000).toISOString());
    expect(res.statusCode).toBe(400);
  });

  it('allowAppointmentBooking off → 404; signed out → 401', async () => {
    expect((await portalRequest(w.t, null, 'GET', `/api/portal/${slug}/booking/slots`)).statusCode).toBe(401);
    await w.t.request(w.acme.owner, 'PATCH', '/api/admin/customer-portal', {
      tenant: w.acme.tenant,
      body: { allowAppointmentBooking: false },
    });
    expect((await portalRequest(w.t, pat, 'GET', `/api/portal/${slug}/booking/slots`)).statusCode).toBe(404);
    const start = new Date(Date.now() + 2 * 86_400_000).toISOString();
    expect((await book(pat, start)).statusCode).toBe(404);
  });
});
