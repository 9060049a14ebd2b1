import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '@tradeworks/contracts/booking';
import {
  PUBLIC_BOOKING_MESSAGES,
  PUBLIC_REQUEST_MESSAGE,
  type PublicRequestBody,
} from '@tradeworks/contracts/public-booking';
import { TestContext, type TestTenant } from '../../test/test-context';

let t: TestContext;
let acme: TestTenant;
let ip = 0;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  const owner = await t.user({ tenant: acme, role: 'owner' });
  await t.request(owner, 'PATCH', '/api/admin/booking', { tenant: acme, body: { enabled: true } });
});
afterAll(() => t.close());

const body = (over: Partial<PublicRequestBody> = {}): PublicRequestBody => ({
  client: { firstName: 'Quinn', lastName: 'Quote', email: 'quinn@example.com', phone: '5125550150' },
  address: { address: '9 Oak Lane', city: 'Austin', state: 'TX', zipCode: '78701' },
  description: 'Replace the water heater in the garage',
  preferredTimes: 'Weekday mornings',
  startedAt: Date.now() - 30_000,
  campaign: { utm_campaign: 'water-heaters' },
  ...over,
});
const send = (slug: string, payload: PublicRequestBody) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/${slug}/requests`,
    remoteAddress: `10.2.0.${++ip}`,
    payload: payload as object,
  });

describe('POST /api/public/{tenant}/requests', () => {
  it('makes a lead of kind request with the description, preferred times and a lead client', async () => {
    const res = await send(acme.slug, body());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      reference: expect.stringMatching(/^RQ-[A-Z2-9]{8}$/),
      message: PUBLIC_REQUEST_MESSAGE,
    });
    const { rows } = await t.db.platform((tx) =>
      tx.execute<Record<string, unknown>>(sql`
        select l.kind, l.status, l.description, l.preferred_times, l.job_id, c.status as client_status, c.lead_source
        from leads l join clients c on c.tenant_id = l.tenant_id and c.id = l.client_id
        where l.tenant_id = ${acme.id} and l.reference = ${res.json().reference}`),
    );
    expect(rows[0]).toEqual({
      kind: 'request',
      status: 'new',
      description: 'Replace the water heater in the garage',
      preferred_times: 'Weekday mornings',
      job_id: null,
      client_status: 'lead',
      lead_source: 'Online request (water-heaters)',
    });
  });

  it('refuses the honeypot, an unknown service, a missing description, and a 4th request a day', async () => {
    const bot = await send(acme.slug, body({ website: 'spam' }));
    expect(bot.json().message).toBe(PUBLIC_BOOKING_MESSAGES.spam);
    const unknown = await send(acme.slug, body({ serviceId: '01900000-0000-7000-8000-000000000000' }));
    expect(unknown.json().message).toBe(BOOKING_MESSAGES.serviceNotBookable);
    const empty = await send(acme.slug, body({ description: ' ' }));
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json().fieldErrors)).toContain('Description is required');
    // One request was made above: two more are taken, the next is refused.
    expect((await send(acme.slug, body())).statusCode).toBe(201);
    expect((await send(acme.slug, body())).statusCode).toBe(201);
    const capped = await send(acme.slug, body());
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe(BOOKING_MESSAGES.dailyCap);
    const { rows } = await t.db.platform((tx) =>
      tx.execute<{ n: number }>(sql`select count(*)::int as n from clients where tenant_id = ${acme.id}`),
    );
    // Every request from the same person matched the first one's client.
    expect(rows[0]!.n).toBe(1);
  });

  it('is not found while booking is off', async () => {
    const off = await t.tenant();
    expect((await send(off.slug, body())).statusCode).toBe(404);
  });
});
