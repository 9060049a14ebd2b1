import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '@tradeworks/contracts/booking';
import { PUBLIC_BOOKING_MESSAGES, type PublicBookingBody } from '@tradeworks/contracts/public-booking';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';

let t: TestContext;
let ipCounter = 0;
/** Each call its own caller address, so the per-address limit stays out of the way unless a test wants it. */
const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

interface World {
  tenant: TestTenant;
  owner: TestUser;
  serviceId: string;
}

async function world(
  techs: Array<{ name: string; start: string; end: string; maxJobs: number }>,
  options: { skills?: string[] } = {},
): Promise<World> {
  const tenant = await t.tenant();
  const owner = await t.user({ tenant, role: 'owner' });
  await t.request(owner, 'PATCH', '/api/admin/booking', { tenant, body: { enabled: true } });
  const service = await t.request(owner, 'POST', '/api/services', {
    tenant,
    body: {
      service: {
        name: 'Drain Cleaning',
        serviceType: 'simple',
        basePrice: '149.00',
        bookable: true,
        bookingDurationMinutes: 60,
        bookingSkills: (options.skills ?? []).join(', '),
      },
      lineItems: [],
    },
  });
  expect(service.statusCode).toBe(201);
  for (const tech of techs) {
    await t.db.platform((tx) =>
      tx.execute(sql`insert into technicians (tenant_id, id, name, work_start, work_end, max_jobs)
                     values (${tenant.id}, gen_random_uuid(), ${tech.name}, ${tech.start}, ${tech.end}, ${tech.maxJobs})`),
    );
  }
  return { tenant, owner, serviceId: service.json().id as string };
}

const pub = (method: 'GET' | 'POST', url: string, body?: unknown, ip = nextIp()) =>
  t.app.inject({
    method,
    url,
    remoteAddress: ip,
    ...(body !== undefined ? { payload: body as object } : {}),
  });

/** Windows on the hour: a technician can take each of them one after another. */
const hourly = (list: Array<{ start: string }>) => list.filter((s) => s.start.endsWith(':00:00.000Z'));
const slots = async (w: World, postalCode?: string) => {
  const q = new URLSearchParams({ serviceId: w.serviceId, ...(postalCode ? { postalCode } : {}) });
  const res = await pub('GET', `/api/public/${w.tenant.slug}/booking/slots?${q}`);
  expect(res.statusCode).toBe(200);
  return res.json().slots as Array<{ start: string; end: string; day: string }>;
};

let who = 0;
const bookingBody = (
  w: World,
  slotStart: string,
  over: Partial<PublicBookingBody> = {},
): PublicBookingBody => {
  who++;
  return {
    serviceId: w.serviceId,
    slotStart,
    client: {
      firstName: 'Vera',
      lastName: `Visitor${who}`,
      email: `vera${who}@example.com`,
      phone: `512555${String(1000 + who).slice(-4)}`,
    },
    address: { address: `${who} Elm Street`, city: 'Austin', state: 'TX', zipCode: '78701' },
    notes: 'Kitchen sink drains slowly',
    startedAt: Date.now() - 20_000,
    source: 'widget',
    pageUrl: 'https://acme-plumbing.example/contact',
    campaign: { utm_source: 'google', utm_campaign: 'spring' },
    ...over,
  };
};
const book = (w: World, body: PublicBookingBody, ip?: string) =>
  pub('POST', `/api/public/${w.tenant.slug}/booking`, body, ip);

const count = async (tenantId: string, what: 'leads' | 'service_jobs' | 'clients') => {
  const { rows } = await t.db.platform((tx) =>
    tx.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(what)} where tenant_id = ${tenantId}`,
    ),
  );
  return rows[0]!.n;
};

beforeAll(async () => {
  t = await TestContext.create();
});
afterAll(() => t.close());

describe('public booking: services and slots', () => {
  it('is not found while booking is off, and lists only the bookable services when on', async () => {
    const tenant = await t.tenant();
    expect((await pub('GET', `/api/public/${tenant.slug}/booking/services`)).statusCode).toBe(404);
    expect((await pub('GET', '/api/public/no-such-org/booking/services')).statusCode).toBe(404);
    const w = await world([{ name: 'Sam Tech', start: '08:00', end: '17:00', maxJobs: 4 }]);
    await t.request(w.owner, 'POST', '/api/services', {
      tenant: w.tenant,
      body: { service: { name: 'Boiler Quote', serviceType: 'simple', basePrice: '0' }, lineItems: [] },
    });
    const res = await pub('GET', `/api/public/${w.tenant.slug}/booking/services`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ timeZone: 'UTC', daysAhead: 14 });
    expect(res.json().services.map((s: { name: string }) => s.name)).toEqual(['Drain Cleaning']);
  });

  it('offers windows only where a technician with the skills works, and none for a skill nobody has', async () => {
    const w = await world([{ name: 'Sam Tech', start: '09:00', end: '11:00', maxJobs: 4 }]);
    const offered = await slots(w, '78701');
    expect(offered.length).toBeGreaterThan(0);
    // 60-minute visits between 09:00 and 11:00 UTC, every half hour: 09:00, 09:30, 10:00.
    expect(new Set(offered.map((s) => s.start.slice(11, 16)))).toEqual(new Set(['09:00', '09:30', '10:00']));
    const gas = await world([{ name: 'Sam Tech', start: '09:00', end: '11:00', maxJobs: 4 }], {
      skills: ['gas'],
    });
    expect(await slots(gas)).toEqual([]);
  });
});

describe('public booking: holding a window', () => {
  it('20 parallel bookings of a window three technicians can take: exactly 3 succeed, the rest get the next windows', async () => {
    const w = await world([
      { name: 'Ann Alpha', start: '08:00', end: '09:00', maxJobs: 1 },
      { name: 'Ben Beta', start: '08:00', end: '09:00', maxJobs: 1 },
      { name: 'Cy Gamma', start: '08:00', end: '09:00', maxJobs: 1 },
    ]);
    const [first, second] = await slots(w);
    expect(first!.start.endsWith('T08:00:00.000Z')).toBe(true);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => book(w, bookingBody(w, first!.start))),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(17);
    const taken = answers.find((r) => r.statusCode === 409)!.json();
    expect(taken.message).toBe(BOOKING_MESSAGES.slotTaken);
    expect(taken.nextSlots[0]).toEqual(second);
    const won = answers.filter((r) => r.statusCode === 201).map((r) => r.json());
    expect(new Set(won.map((b) => b.technician))).toEqual(new Set(['Ann', 'Ben', 'Cy']));
    expect(won[0]).toMatchObject({ windowStart: first!.start, status: 'scheduled', timeZone: 'UTC' });
    expect(await count(w.tenant.id, 'service_jobs')).toBe(3);
    expect(await count(w.tenant.id, 'leads')).toBe(3);
    expect((await slots(w))[0]).toEqual(second);
  });

  it('makes a lead client, its location, a pending job, a lead with the source and a confirmation e-mail', async () => {
    const w = await world([{ name: 'Sam Tech', start: '08:00', end: '17:00', maxJobs: 4 }]);
    const [slot] = await slots(w);
    const body = bookingBody(w, slot!.start);
    const res = await book(w, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().reference).toMatch(/^BK-[A-Z2-9]{8}$/);
    expect(res.json().message).toBe(BOOKING_MESSAGES.booked);
    const { rows } = await t.db.platform((tx) =>
      tx.execute<Record<string, unknown>>(sql`
        select c.status, c.lead_source, l.source, l.page_url, l.campaign, j.status as job_status, j.address,
               (select count(*)::int from email_outbox o where o.tenant_id = l.tenant_id and o.to_address = ${body.client.email}) as mails
        from leads l join clients c on c.tenant_id = l.tenant_id and c.id = l.client_id
        join service_jobs j on j.tenant_id = l.tenant_id and j.id = l.job_id
        where l.tenant_id = ${w.tenant.id}`),
    );
    expect(rows[0]).toMatchObject({
      status: 'lead',
      lead_source: 'Website widget (spring)',
      source: 'widget',
      page_url: 'https://acme-plumbing.example/contact',
      campaign: { utm_source: 'google', utm_campaign: 'spring' },
      job_status: 'pending',
      mails: 1,
    });
    expect(String(rows[0]!.address)).toContain('Elm Street');
  });

  it('matches an existing client by e-mail without showing anything of it', async () => {
    const w = await world([{ name: 'Sam Tech', start: '08:00', end: '17:00', maxJobs: 8 }]);
    const existing = await t.request(w.owner, 'POST', '/api/clients', {
      tenant: w.tenant,
      body: {
        firstName: 'Secret',
        lastName: 'Customer',
        email: 'known@example.com',
        phone: '5125550199',
        address: '1 Private Road',
        city: 'Austin',
        state: 'TX',
        zipCode: '78702',
      },
    });
    expect(existing.statusCode).toBe(201);
    const [a, b] = hourly(await slots(w));
    const known = await book(
      w,
      bookingBody(w, a!.start, {
        client: { firstName: 'Pat', lastName: 'Other', email: 'KNOWN@example.com', phone: '5125550100' },
      }),
    );
    const stranger = await book(w, bookingBody(w, b!.start));
    expect(known.statusCode).toBe(201);
    expect(Object.keys(known.json()).sort()).toEqual(Object.keys(stranger.json()).sort());
    expect(JSON.stringify(known.json())).not.toMatch(/Secret|Private|78702/);
    const { rows } = await t.db.platform((tx) =>
      tx.execute<{ client_id: string; jobs: number; locations: number }>(sql`
        select l.client_id,
               (select count(*)::int from service_jobs j where j.tenant_id = l.tenant_id and j.client_id = l.client_id) as jobs,
               (select count(*)::int from service_locations s where s.tenant_id = l.tenant_id and s.client_id = l.client_id) as locations
        from leads l where l.tenant_id = ${w.tenant.id} and l.email_key = 'known@example.com'`),
    );
    expect(rows[0]).toEqual({ client_id: existing.json().id, jobs: 1, locations: 2 });
    expect(await count(w.tenant.id, 'clients')).toBe(2);
  });

  it('with office confirmation on, makes only the lead (no job) and says so', async () => {
    const w = await world([{ name: 'Sam Tech', start: '08:00', end: '17:00', maxJobs: 4 }]);
    await t.request(w.owner, 'PATCH', '/api/admin/booking', {
      tenant: w.tenant,
      body: { requireConfirmation: true },
    });
    const [slot] = await slots(w);
    const res = await book(w, bookingBody(w, slot!.start));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'awaiting_confirmation',
      message: BOOKING_MESSAGES.awaitingConfirmation,
    });
    expect(await count(w.tenant.id, 'service_jobs')).toBe(0);
    expect(await count(w.tenant.id, 'leads')).toBe(1);
  });

  it('refuses a time that is not offered', async () => {
    const w = await world([{ name: 'Sam Tech', start: '08:00', end: '17:00', maxJobs: 4 }]);
    const [slot] = await slots(w);
    const off = new Date(Date.parse(slot!.start) + 7 * 60_000).toISOString();
    const res = await book(w, bookingBody(w, off));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(BOOKING_MESSAGES.slotNotOffered);
  });
});

describe('public booking: safety', () => {
  it('refuses a filled-in honeypot and a form sent too fast, creating nothing', async () => {
    const w = await world([{ name: 'Sam Tech', start: '08:00', end: '17:00', maxJobs: 4 }]);
    const [slot] = await slots(w);
    const bot = await book(w, bookingBody(w, slot!.start, { website: 'http://spam.example' }));
    const fast = await book(w, bookingBody(w, slot!.start, { startedAt: Date.now() - 500 }));
    for (const res of [bot, fast]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PUBLIC_BOOKING_MESSAGES.spam);
    }
    expect(await count(w.tenant.id, 'leads')).toBe(0);
    expect(await count(w.tenant.id, 'clients')).toBe(0);
  });

  it('takes at most 3 bookings a day from one e-mail address or phone number', async () => {
    const w = await world([{ name: 'Sam Tech', start: '08:00', end: '17:00', maxJobs: 10 }]);
    const offered = hourly(await slots(w));
    const same = { firstName: 'Rex', lastName: 'Repeat', email: 'rex@example.com', phone: '5125550177' };
    for (const slot of offered.slice(0, 3)) {
      expect((await book(w, bookingBody(w, slot.start, { client: same }))).statusCode).toBe(201);
    }
    const byEmail = await book(
      w,
      bookingBody(w, offered[3]!.start, { client: { ...same, phone: '5125550178' } }),
    );
    const byPhone = await book(
      w,
      bookingBody(w, offered[3]!.start, {
        client: { ...same, email: 'rex2@example.com', phone: '(512) 555-0177' },
      }),
    );
    for (const res of [byEmail, byPhone]) {
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(BOOKING_MESSAGES.dailyCap);
    }
    expect(await count(w.tenant.id, 'leads')).toBe(3);
  });

  it('rate-limits one caller address after 10 submissions', async () => {
    const w = await world([{ name: 'Sam Tech', start: '08:00', end: '17:00', maxJobs: 4 }]);
    const [slot] = await slots(w);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push((await book(w, bookingBody(w, slot!.start, { website: 'x' }), '10.9.9.9')).statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('validates every field with the contract messages', async () => {
    const w = await world([{ name: 'Sam Tech', start: '08:00', end: '17:00', maxJobs: 4 }]);
    const res = await book(w, {
      ...bookingBody(w, 'tomorrow'),
      client: { firstName: '', lastName: 'X', email: 'nope', phone: 'not-a-phone' },
    });
    expect(res.statusCode).toBe(400);
    const errors = JSON.stringify(res.json().fieldErrors);
    for (const text of [
      'First name is required',
      'Please enter a valid email address',
      'Choose one of the times shown',
    ]) {
      expect(errors).toContain(text);
    }
  });
});
