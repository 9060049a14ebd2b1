import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_FEED_MESSAGES } from '@tradeworks/contracts/calendar-feeds';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createApiKeyVia } from '../api-keys/api-keys.test-support';
import { userWithPermissions } from '../clients/clients.test-support';
import { createJob, createTechnician, dayAt, seedClient } from '../dispatching/dispatching.test-support';
import { FEED_LIMITS } from './feed-limits';

let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let owner: TestUser;
let tech: TestUser;
let otherOwner: TestUser;
let anaJob: { id: string };
let bobJob: { id: string };
let foreignJob: { id: string };

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant({ name: 'Acme Heating' });
  other = await t.tenant({ name: 'OTHERCO Plumbing' });
  owner = await t.user({ tenant: acme, role: 'owner' });
  tech = await t.user({ tenant: acme, role: 'member' });
  otherOwner = await t.user({ tenant: other, role: 'owner' });
  const zone = await t.request(owner, 'PUT', '/api/admin/time-zone', {
    tenant: acme,
    body: { timeZone: 'America/Chicago' },
  });
  expect(zone.statusCode).toBe(200);
  const anaId = (await createTechnician(t, owner, acme, { name: 'Ana Ruiz', userId: tech.id })).id;
  const bobId = (await createTechnician(t, owner, acme, { name: 'Bob Stone' })).id;
  const client = await seedClient(t, acme, { name: 'Smith Residence', email: 'smith@example.com' });
  const assigned = async (technicianId: string, scheduledDate: string) => {
    const job = await createJob(t, owner, acme, client, { scheduledDate });
    const res = await t.request(owner, 'POST', `/api/service-jobs/${job.id}/assign`, {
      tenant: acme,
      body: { technicianId, scheduledDate },
    });
    expect(res.statusCode).toBe(200);
    return job as { id: string };
  };
  anaJob = await assigned(anaId, dayAt(2, 15));
  bobJob = await assigned(bobId, dayAt(3, 16));
  const foreignClient = await seedClient(t, other, { name: 'OTHERCO Client' });
  foreignJob = await createJob(t, otherOwner, other, foreignClient, { scheduledDate: dayAt(2, 15) });
});
afterAll(() => t.close());

const feeds = async (user: TestUser, tenant = acme) => {
  const res = await t.request(user, 'GET', '/api/calendar-feeds', { tenant });
  expect(res.statusCode).toBe(200);
  return res.json().feeds as Array<{ kind: string; label: string; path: string | null; url: string | null }>;
};
const regenerate = async (user: TestUser, kind: 'technician' | 'team', tenant = acme) => {
  const res = await t.request(user, 'POST', '/api/calendar-feeds/regenerate', { tenant, body: { kind } });
  expect(res.statusCode).toBe(200);
  return (res.json().feeds as Array<{ kind: string; path: string; url: string }>).find(
    (f) => f.kind === kind,
  )!;
};
/** A calendar app's fetch: no cookie, no tenant, just the URL (from its own address). */
const fetchFeed = (path: string, remoteAddress = '198.51.100.7') =>
  t.app.inject({ method: 'GET', url: path, remoteAddress });

function events(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return {
    calendar,
    zone,
    events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)),
  };
}

describe('the caller’s feeds', () => {
  it('offers the team feed to the schedule’s viewers and a technician feed to a linked technician', async () => {
    expect(await feeds(owner)).toEqual([
      expect.objectContaining({ kind: 'team', label: "All technicians' jobs", path: null, url: null }),
    ]);
    expect((await feeds(tech)).map((f) => [f.kind, f.label])).toEqual([
      ['technician', 'Your jobs (Ana Ruiz)'],
      ['team', "All technicians' jobs"],
    ]);
  });

  it('refuses a kind the caller may not have (400), and API keys (403)', async () => {
    const res = await t.request(owner, 'POST', '/api/calendar-feeds/regenerate', {
      tenant: acme,
      body: { kind: 'technician' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CALENDAR_FEED_MESSAGES.kindNotOffered);
    const key = await createApiKeyVia(t, owner, acme, ['dispatching:edit', 'scheduling:view']);
    const viaKey = await t.request(null, 'GET', '/api/calendar-feeds', { headers: key.headers });
    expect(viaKey.statusCode).toBe(403);
  });

  it('makes a secret URL on PUBLIC_URL (or the loopback address), sealed at rest and audited', async () => {
    const feed = await regenerate(owner, 'team');
    expect(feed.path).toMatch(/^\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.url).toBe(`http://localhost:80${feed.path}`);
    expect((await feeds(owner))[0].url).toBe(feed.url);
    const token = feed.path.slice('/api/calendar-feeds/'.length, -4);
    const { rows } = await t.db.platform((tx) =>
      tx.execute<{ row: string }>(sql`select to_jsonb(f)::text as row from calendar_feeds f
        where tenant_id = ${acme.id} and user_id = ${owner.id}`),
    );
    expect(rows[0].row).not.toContain(token);
    const audit = await t.db.platform((tx) =>
      tx.execute(sql`select 1 from audit_log where tenant_id = ${acme.id} and entity = 'calendar_feed'`),
    );
    expect(audit.rows.length).toBeGreaterThan(0);
  });
});

describe('the public feed', () => {
  it('is an RFC 5545 calendar with the organization’s VTIMEZONE and every job, and nothing else', async () => {
    const feed = await regenerate(owner, 'team');
    const res = await fetchFeed(feed.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['set-cookie']).toBeUndefined();
    const { calendar, zone, events: list } = events(res.body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe("Acme Heating — All technicians' jobs");
    expect(zone?.getFirstPropertyValue('tzid')).toBe('America/Chicago');
    const byUid = new Map(list.map((e) => [e.uid, e]));
    const ana = byUid.get(`job-${anaJob.id}@tradeworks`)!;
    expect(ana.startDate.zone?.tzid).toBe('America/Chicago');
    expect(ana.startDate.toJSDate().toISOString()).toBe(dayAt(2, 15));
    expect(ana.summary).toContain('Smith Residence (Ana Ruiz)');
    expect(byUid.has(`job-${bobJob.id}@tradeworks`)).toBe(true);
    // Nothing of another organization, no ids but the jobs' own, no contact details.
    expect(res.body).not.toContain('OTHERCO');
    expect(res.body).not.toContain(foreignJob.id);
    expect(res.body).not.toContain(acme.id);
    expect(res.body).not.toContain('smith@example.com');
  });

  it('keeps a job’s UID through a move (SEQUENCE grows) and shows a cancelled job as cancelled', async () => {
    const feed = await regenerate(owner, 'team');
    const before = events((await fetchFeed(feed.path)).body).events.find((e) => e.uid.includes(bobJob.id))!;
    // updated_at has a one-second granularity in SEQUENCE: let a second pass.
    await new Promise((r) => setTimeout(r, 1100));
    const moved = await t.request(owner, 'PATCH', `/api/service-jobs/${bobJob.id}`, {
      tenant: acme,
      body: { scheduledDate: dayAt(4, 17) },
    });
    expect(moved.statusCode).toBe(200);
    const after = events((await fetchFeed(feed.path)).body).events.find((e) => e.uid.includes(bobJob.id))!;
    expect(after.startDate.toJSDate().toISOString()).toBe(dayAt(4, 17));
    expect(after.sequence).toBeGreaterThan(before.sequence);
    await new Promise((r) => setTimeout(r, 1100));
    const cancel = await t.request(owner, 'POST', `/api/service-jobs/${bobJob.id}/cancel`, {
      tenant: acme,
      body: {},
    });
    expect(cancel.statusCode).toBe(200);
    const cancelled = events((await fetchFeed(feed.path)).body).events.find((e) =>
      e.uid.includes(bobJob.id),
    )!;
    expect(cancelled.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.sequence).toBeGreaterThan(after.sequence);
  });

  it('gives a technician only their own jobs', async () => {
    const feed = await regenerate(tech, 'technician');
    const res = await fetchFeed(feed.path);
    expect(res.statusCode).toBe(200);
    const uids = events(res.body).events.map((e) => e.uid);
    expect(uids).toEqual([`job-${anaJob.id}@tradeworks`]);
    expect(res.body).not.toContain('Bob Stone');
  });

  it('stops answering the old URL once regenerated, and when its owner loses access or leaves', async () => {
    const first = await regenerate(owner, 'team');
    expect((await fetchFeed(first.path)).statusCode).toBe(200);
    const second = await regenerate(owner, 'team');
    expect(second.path).not.toBe(first.path);
    expect((await fetchFeed(first.path)).statusCode).toBe(404);
    expect((await fetchFeed(second.path)).statusCode).toBe(200);

    const viewer = await userWithPermissions(t, acme, ['scheduling:view', 'dispatching']);
    const viewerFeed = await regenerate(viewer, 'team');
    expect((await fetchFeed(viewerFeed.path)).statusCode).toBe(200);
    await t.db.platform((tx) =>
      tx.execute(sql`update permission_roles set permissions = array['dispatching']::text[]
        where tenant_id = ${acme.id} and role = 'manager'`),
    );
    expect((await fetchFeed(viewerFeed.path)).statusCode).toBe(404);

    const leaver = await t.user({ tenant: acme, role: 'admin' });
    const leaverFeed = await regenerate(leaver, 'team');
    await t.db.platform((tx) =>
      tx.execute(sql`delete from memberships where tenant_id = ${acme.id} and user_id = ${leaver.id}`),
    );
    const gone = await fetchFeed(leaverFeed.path);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(CALENDAR_FEED_MESSAGES.notFound);
  });

  it('answers made-up and malformed secrets with the same 404, then slows their sender down (429)', async () => {
    const address = '203.0.113.9';
    const made = `/api/calendar-feeds/${'A'.repeat(43)}.ics`;
    const malformed = '/api/calendar-feeds/..%2F..%2Fetc%2Fpasswd';
    for (let i = 0; i < FEED_LIMITS.unknownPerAddress; i++) {
      const res = await fetchFeed(i % 2 ? made : malformed, address);
      expect(res.statusCode).toBe(404);
    }
    const limited = await fetchFeed(made, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await fetchFeed(made, '203.0.113.10')).statusCode).toBe(404);
  });

  it('limits one feed to 20 fetches a minute', async () => {
    const feed = await regenerate(tech, 'team');
    for (let i = 0; i < FEED_LIMITS.perFeedPerMinute; i++) {
      expect((await fetchFeed(feed.path)).statusCode).toBe(200);
    }
    const limited = await fetchFeed(feed.path);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
