import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoOrganizations, type TwoOrganizations } from '../../test/two-organizations.test-support';

let { t, acme, other, owner, member, outsider } = {} as TwoOrganizations;

beforeAll(async () => {
  ({ t, acme, other, owner, member, outsider } = await twoOrganizations());
});
afterAll(() => t.close());

describe('GET/PATCH /api/admin/booking', () => {
  it('is off by default, with 14 days ahead and no confirmation', async () => {
    const res = await t.request(owner, 'GET', '/api/admin/booking', { tenant: acme });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      enabled: false,
      daysAhead: 14,
      requireConfirmation: false,
      holidays: [],
      phone: null,
      updatedAt: null,
    });
    expect(res.json().slug).toMatch(/^[a-z0-9-]+$/);
  });

  it('saves the fields given, keeps the others, and audits what changed', async () => {
    const first = await t.request(owner, 'PATCH', '/api/admin/booking', {
      tenant: acme,
      body: { enabled: true, holidays: ['2026-12-25', '2026-01-01', '2026-12-25'], phone: '5125550142' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      enabled: true,
      daysAhead: 14,
      holidays: ['2026-01-01', '2026-12-25'],
      phone: '(512) 555-0142',
    });
    const second = await t.request(owner, 'PATCH', '/api/admin/booking', {
      tenant: acme,
      body: { daysAhead: 21, requireConfirmation: true },
    });
    expect(second.json()).toMatchObject({ enabled: true, daysAhead: 21, requireConfirmation: true });
    const { rows } = await t.db.platform((tx) =>
      tx.execute<{ action: string; changes: Record<string, unknown> }>(
        sql`select action, changes from audit_log where entity = 'booking_settings' and tenant_id = ${acme.id}
            order by created_at, id`,
      ),
    );
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(Object.keys(rows[1]!.changes).sort()).toEqual(['daysAhead', 'requireConfirmation']);
    // The other organization's booking is untouched.
    const theirs = await t.request(outsider, 'GET', '/api/admin/booking', { tenant: other });
    expect(theirs.json()).toMatchObject({ enabled: false, daysAhead: 14 });
  });

  it('refuses bad values with the field messages', async () => {
    const res = await t.request(owner, 'PATCH', '/api/admin/booking', {
      tenant: acme,
      body: { daysAhead: 0, holidays: ['christmas'] },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Days ahead must be a whole number from 1 to 60');
    expect(JSON.stringify(res.json())).toContain('Holidays must be dates (YYYY-MM-DD)');
  });

  it('lets a member read but not change them', async () => {
    expect((await t.request(member, 'GET', '/api/admin/booking', { tenant: acme })).statusCode).toBe(200);
    const res = await t.request(member, 'PATCH', '/api/admin/booking', {
      tenant: acme,
      body: { enabled: false },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('bookable services', () => {
  const body = (service: Record<string, unknown>) => ({
    service: { name: 'Drain Cleaning', serviceType: 'simple', basePrice: '149.00', ...service },
    lineItems: [],
  });

  it('stores bookable, duration, "from" price, skills and call-us, and a save without them keeps them', async () => {
    const created = await t.request(owner, 'POST', '/api/services', {
      tenant: acme,
      body: body({
        bookable: true,
        bookingDurationMinutes: 90,
        bookingPriceFrom: '99',
        bookingSkills: 'plumbing, drains',
      }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      bookable: true,
      bookingDurationMinutes: 90,
      bookingPriceFrom: '99.00',
      bookingSkills: ['plumbing', 'drains'],
      bookingCallUs: false,
    });
    const id = created.json().id as string;
    const renamed = await t.request(owner, 'PUT', `/api/services/${id}`, {
      tenant: acme,
      body: body({ name: 'Drain Clearing' }),
    });
    expect(renamed.json()).toMatchObject({
      name: 'Drain Clearing',
      bookable: true,
      bookingDurationMinutes: 90,
    });
    const cleared = await t.request(owner, 'PUT', `/api/services/${id}`, {
      tenant: acme,
      body: body({ bookingPriceFrom: null, bookable: false }),
    });
    expect(cleared.json()).toMatchObject({ bookable: false, bookingPriceFrom: null });
  });

  it('a new service is not bookable, an hour long', async () => {
    const res = await t.request(owner, 'POST', '/api/services', {
      tenant: acme,
      body: body({ name: 'Other' }),
    });
    expect(res.json()).toMatchObject({ bookable: false, bookingDurationMinutes: 60, bookingSkills: [] });
  });

  it('refuses a duration under 15 minutes', async () => {
    const res = await t.request(owner, 'POST', '/api/services', {
      tenant: acme,
      body: body({ bookingDurationMinutes: 5 }),
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Booking duration must be at least 15 minutes');
  });
});
