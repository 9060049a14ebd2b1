import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createJob, createTechnician, dayAt, seedClient } from './dispatching.test-support';

let t: TestContext;
let acme: TestTenant;
let owner: TestUser;
let clientId: string;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
  clientId = await seedClient(t, acme);
});
afterAll(() => t.close());

const post = (body: unknown) => t.request(owner, 'POST', '/api/technicians', { tenant: acme, body });

describe('technicians', () => {
  it('creates with the spec defaults and a working day from business hours', async () => {
    const res = await post({ name: '  Luis Garcia ', skills: 'Heat Pumps, , Boilers, heat pumps' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Luis Garcia',
      maxJobs: 4,
      currentJobs: 0,
      rating: '0.00',
      status: 'available',
      isActive: true,
      skills: ['Heat Pumps', 'Boilers'],
      workStart: '08:00',
      workEnd: '17:00',
    });
    // The organization's business hours setting (extended: 7–7) becomes the default window.
    await t.db.tenant({ tenantId: acme.id, userId: null }, ({ tx }) =>
      tx.execute(sql`insert into general_settings (tenant_id, id, setting_key, setting_value)
        values (${acme.id}, gen_random_uuid(), 'business_hours', 'extended')`),
    );
    expect((await post({ name: 'Early Bird' })).json()).toMatchObject({
      workStart: '07:00',
      workEnd: '19:00',
    });
    expect((await post({ name: 'Own Hours', workStart: '06:30', workEnd: '15:00' })).json()).toMatchObject({
      workStart: '06:30',
      workEnd: '15:00',
    });
  });

  it('validates with the spec rules', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{}, 'name', 'Name is required'],
      [{ name: 'X', rating: 5.5 }, 'rating', 'Rating must be between 0 and 5'],
      [{ name: 'X', rating: -1 }, 'rating', 'Rating must be between 0 and 5'],
      [{ name: 'X', maxJobs: 0 }, 'maxJobs', 'Max jobs must be at least 1'],
      [{ name: 'X', currentJobs: -1 }, 'currentJobs', 'Current jobs must be at least 0'],
      [{ name: 'X', email: 'nope' }, 'email', 'Please enter a valid email address'],
      [
        { name: 'X', status: 'asleep' },
        'status',
        'Status must be one of: available, busy, en-route, offline',
      ],
      [{ name: 'X', workStart: '9am' }, 'workStart', 'Use the 24-hour format HH:MM'],
      [
        { name: 'X', workStart: '17:00', workEnd: '08:00' },
        'workEnd',
        'The working day must end after it starts',
      ],
      [{ name: 'X', homeLatitude: 91 }, 'homeLatitude', 'Latitude must be between -90 and 90'],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fieldErrors[field], JSON.stringify(body)).toBe(message);
    }
    expect((await post({ name: 'Rated', rating: '4.85', maxJobs: '6' })).json()).toMatchObject({
      rating: '4.85',
      maxJobs: 6,
    });
  });

  it('links a member of the organization, once', async () => {
    const member = await t.user({ tenant: acme, role: 'member' });
    const stranger = await t.user();
    const linked = await post({ name: 'Linked', userId: member.id });
    expect(linked.json().userId).toBe(member.id);
    const taken = await post({ name: 'Twice', userId: member.id });
    expect(taken.statusCode).toBe(409);
    // The database holds the rule too (two saves racing past the check): one link per user and organization.
    const other = (await post({ name: 'Racing' })).json();
    await expect(
      t.db.platform((tx) =>
        tx.execute(sql`update technicians set user_id = ${member.id} where id = ${other.id}`),
      ),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    const outside = await post({ name: 'Outside', userId: stranger.id });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe('That user is not a member of this organization');
  });

  it('lists the members to link, each with the technician they sign in as; both pages name the link', async () => {
    const member = await t.user({ tenant: acme, role: 'member', firstName: 'Linkable' });
    const stranger = await t.user({ firstName: 'Linkable' });
    const search = async (term: string) =>
      (
        await t.request(owner, 'GET', `/api/technicians/linkable-users?search=${term}`, { tenant: acme })
      ).json();
    expect(await search('linkable')).toEqual([
      {
        userId: member.id,
        name: expect.stringMatching(/^Linkable/),
        email: member.email,
        technicianId: null,
        technicianName: null,
      },
    ]);
    const tech = (await post({ name: 'Field Linkable', userId: member.id })).json();
    expect(tech.userName).toMatch(/^Linkable/);
    expect((await search('linkable'))[0]).toMatchObject({
      technicianId: tech.id,
      technicianName: 'Field Linkable',
    });
    expect(JSON.stringify(await search('linkable'))).not.toContain(stranger.id);
    const team = (
      await t.request(owner, 'GET', '/api/tenant/users?search=linkable', { tenant: acme })
    ).json();
    expect(team).toEqual([
      expect.objectContaining({ id: member.id, technician_id: tech.id, technician_name: 'Field Linkable' }),
    ]);
    // Unlinking frees the member.
    await t.request(owner, 'PATCH', `/api/technicians/${tech.id}`, { tenant: acme, body: { userId: null } });
    expect((await search('linkable'))[0].technicianId).toBeNull();
  });

  it('lists paged, searched on name, e-mail and skill, filtered by status and isActive', async () => {
    await post({ name: 'Zed Skill', email: 'zed@acme.test', skills: ['Refrigeration'], status: 'offline' });
    await post({ name: 'Quinn Gone', isActive: false });
    const list = (query: Record<string, string | number>) =>
      t.request(owner, 'GET', '/api/technicians', { tenant: acme, query });
    const bySkill = await list({ search: 'refriger' });
    expect(bySkill.json().map((x: { name: string }) => x.name)).toEqual(['Zed Skill']);
    expect((await list({ search: 'ZED@ACME' })).json()).toHaveLength(1);
    expect((await list({ status: 'offline' })).json().map((x: { name: string }) => x.name)).toEqual([
      'Zed Skill',
    ]);
    expect((await list({ isActive: 'false' })).json().map((x: { name: string }) => x.name)).toEqual([
      'Quinn Gone',
    ]);
    const page = await list({ limit: 2, offset: 0 });
    expect(page.json()).toHaveLength(2);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(2);
  });

  it('counts currentJobs from today’s assigned and in-progress jobs, so it cannot drift', async () => {
    const tech = await createTechnician(t, owner, acme, { name: 'Counter' });
    const count = async () =>
      (await t.request(owner, 'GET', `/api/technicians/${tech.id}`, { tenant: acme })).json().currentJobs;
    const today = await createJob(t, owner, acme, clientId);
    const tomorrow = await createJob(t, owner, acme, clientId, { scheduledDate: dayAt(1) });
    const assign = (id: string, date: string) =>
      t.request(owner, 'POST', `/api/service-jobs/${id}/assign`, {
        tenant: acme,
        body: { technicianId: tech.id, scheduledDate: date, estimatedDuration: 60 },
      });
    expect((await assign(today.id, dayAt(0))).statusCode).toBe(200);
    expect((await assign(tomorrow.id, dayAt(1))).statusCode).toBe(200);
    expect(await count()).toBe(1);
    await t.request(owner, 'POST', `/api/service-jobs/${today.id}/start`, { tenant: acme });
    expect(await count()).toBe(1);
    await t.request(owner, 'POST', `/api/service-jobs/${today.id}/complete`, { tenant: acme, body: {} });
    expect(await count()).toBe(0);
    // Even a change made behind the API's back is reflected: the figure is counted, not stored.
    await t.db.tenant({ tenantId: acme.id, userId: null }, ({ tx }) =>
      tx.execute(sql`update service_jobs set scheduled_date = now() where id = ${tomorrow.id}`),
    );
    expect(await count()).toBe(1);
    const cols = await t.db.owner.execute<{ n: number }>(
      sql`select count(*)::int as n from information_schema.columns where table_name = 'technicians' and column_name = 'current_jobs'`,
    );
    expect(cols.rows[0].n).toBe(0);
  });

  it('edits, deactivates, and refuses to delete a technician with jobs', async () => {
    const tech = await createTechnician(t, owner, acme, { name: 'Editable' });
    const patch = (body: unknown) =>
      t.request(owner, 'PATCH', `/api/technicians/${tech.id}`, { tenant: acme, body });
    expect((await patch({ rating: 4.5, skills: ['Ductwork'] })).json()).toMatchObject({
      rating: '4.50',
      skills: ['Ductwork'],
    });
    expect((await patch({ maxJobs: 0 })).statusCode).toBe(400);
    expect((await patch({ workEnd: '07:00' })).json().fieldErrors.workEnd).toBe(
      'The working day must end after it starts',
    );
    expect((await patch({ isActive: false })).json().isActive).toBe(false);
    const job = await createJob(t, owner, acme, clientId);
    await patch({ isActive: true });
    await t.request(owner, 'POST', `/api/service-jobs/${job.id}/assign`, {
      tenant: acme,
      body: { technicianId: tech.id, scheduledDate: dayAt(0) },
    });
    const refused = await t.request(owner, 'DELETE', `/api/technicians/${tech.id}`, { tenant: acme });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This technician has service jobs and cannot be deleted; deactivate them instead',
    );
    const spare = await createTechnician(t, owner, acme, { name: 'Spare' });
    expect(
      (await t.request(owner, 'DELETE', `/api/technicians/${spare.id}`, { tenant: acme })).statusCode,
    ).toBe(204);
    expect((await t.request(owner, 'GET', `/api/technicians/${spare.id}`, { tenant: acme })).statusCode).toBe(
      404,
    );
    const audit = await t.db.tenant({ tenantId: acme.id, userId: null }, ({ tx }) =>
      tx.execute<{ action: string }>(
        sql`select action from audit_log where entity = 'technician' and entity_id = ${tech.id} order by created_at`,
      ),
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'update', 'deactivate', 'update']);
  });
});
