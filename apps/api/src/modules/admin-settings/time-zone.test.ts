import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';

let t: TestContext;
let acme: TestTenant;
let owner: TestUser;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, body?: unknown) =>
  t.request(owner, method, url, { tenant: acme, body });
const MESSAGE = 'Choose a time zone from the list (an IANA name such as America/Chicago)';

describe('organization time zone (issue 34 item 2)', () => {
  it('starts on UTC, not chosen; takes only IANA names; counts the open jobs a change moves', async () => {
    expect((await call('GET', '/api/admin/time-zone')).json()).toEqual({
      timeZone: 'UTC',
      chosen: false,
      upcomingJobs: 0,
    });
    for (const bad of ['Central', 'CST', 'Mars/Olympus', '']) {
      const res = await call('PUT', '/api/admin/time-zone', { timeZone: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().fieldErrors.timeZone).toBe(MESSAGE);
    }
    const client = await call('POST', '/api/clients', {
      firstName: 'Zone',
      lastName: 'Client',
      email: 'zone.client@example.com',
      phone: '(512) 555-0199',
      address: '1 Test Rd',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
    });
    const job = await call('POST', '/api/service-jobs', {
      clientId: client.json().id,
      serviceType: 'Tune-up',
      scheduledDate: '2099-01-05',
    });
    expect(job.statusCode).toBe(201);
    const set = await call('PUT', '/api/admin/time-zone', { timeZone: 'America/Chicago' });
    expect(set.json()).toEqual({ timeZone: 'America/Chicago', chosen: true, upcomingJobs: 1 });
    expect(
      (await t.request(owner, 'GET', '/api/auth/user', { tenant: acme })).json().activeTenant.timeZone,
    ).toBe('America/Chicago');
    const activity = (await call('GET', '/api/dashboard/activity')).json();
    expect(activity[0].summary).toBe('Time zone set to America/Chicago');
  });

  it('refuses free text for the general setting `timezone`, on create and on change', async () => {
    const other = await t.tenant();
    const admin = await t.user({ tenant: other, role: 'owner' });
    const post = await t.request(admin, 'POST', '/api/admin/general', {
      tenant: other,
      body: { settingKey: 'timezone', settingValue: 'Central' },
    });
    expect(post.statusCode).toBe(400);
    expect(post.json().fieldErrors.settingValue).toBe(MESSAGE);
    await t.request(admin, 'POST', '/api/admin/general', {
      tenant: other,
      body: { settingKey: 'timezone', settingValue: 'America/Denver' },
    });
    const patch = await t.request(admin, 'PATCH', '/api/admin/general/timezone', {
      tenant: other,
      body: { settingValue: 'Mountain' },
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().message).toBe(MESSAGE);
  });
});
