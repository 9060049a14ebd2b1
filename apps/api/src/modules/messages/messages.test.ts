import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MESSAGES } from '@tradeworks/contracts/messages';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createJob, createTechnician, dayAt, seedClient } from '../dispatching/dispatching.test-support';

/*
 * Texts and threads through the API: a staff reply queued in the client's thread, the lists and their totals,
 * read and assignment, the refusals (no number, STOP, validation), and who may see what (401, 403, another
 * organization's 404, a technician member only their own jobs' clients).
 */
let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let owner: TestUser;
let manager: TestUser;
let tech: TestUser;
let noMessages: TestUser;
let outsider: TestUser;
let rosa: string;
let otherClient: string;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  other = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner', firstName: 'Olga' });
  manager = await t.user({ tenant: acme, role: 'manager' });
  tech = await t.user({ tenant: acme, role: 'member' });
  noMessages = await t.user({ tenant: acme, role: 'admin' });
  outsider = await t.user({ tenant: other, role: 'owner' });
  // Admins of acme get clients only (a custom role replaces the built-in table).
  await t.db.platform((tx) =>
    tx.execute(sql`insert into permission_roles (tenant_id, id, role, permissions, is_active) values
      (${acme.id}, gen_random_uuid(), 'admin', array['clients'], true)`),
  );
  rosa = await seedClient(t, acme, { name: 'Rosa Client', phone: '(512) 555-0142' });
  otherClient = await seedClient(t, other, { name: 'Foreign Client', phone: '(512) 555-0143' });
});
afterAll(() => t.close());

const reply = (user: TestUser | null, clientId: string, body: unknown, tenant = acme) =>
  t.request(user, 'POST', `/api/clients/${clientId}/messages`, { tenant, body });

describe('texting a client from the app', () => {
  it('queues the reply in the client’s thread and lists it with its total', async () => {
    const res = await reply(owner, rosa, { body: '  Running 10 minutes late, sorry!  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      direction: 'outbound',
      clientId: rosa,
      clientName: 'Rosa Client',
      toNumber: '+15125550142',
      body: 'Running 10 minutes late, sorry!',
      status: 'queued',
      kind: 'reply',
      sentByName: 'Olga User',
    });
    const list = await t.request(owner, 'GET', '/api/messages', { tenant: acme, query: { clientId: rosa } });
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()[0].id).toBe(res.json().id);
    const queued = await t.request(owner, 'GET', '/api/messages', {
      tenant: acme,
      query: { status: 'queued' },
    });
    expect(queued.headers['x-total-count']).toBe('1');
    const none = await t.request(owner, 'GET', '/api/messages', {
      tenant: acme,
      query: { status: 'delivered' },
    });
    expect(none.headers['x-total-count']).toBe('0');
    const found = await t.request(owner, 'GET', '/api/messages', {
      tenant: acme,
      query: { search: 'MINUTES LATE' },
    });
    expect(found.json()).toHaveLength(1);

    const threads = await t.request(owner, 'GET', '/api/messages/threads', { tenant: acme });
    expect(threads.json()).toEqual([
      expect.objectContaining({
        clientId: rosa,
        clientName: 'Rosa Client',
        phone: '+15125550142',
        unreadCount: 0,
        lastDirection: 'outbound',
        lastMessagePreview: 'Running 10 minutes late, sorry!',
        assigneeUserId: null,
        consent: null,
      }),
    ]);
    const audit = await t.db.platform((tx) =>
      tx.execute(
        sql`select 1 from audit_log where tenant_id = ${acme.id} and entity = 'message' and action = 'send'`,
      ),
    );
    expect(audit.rows).toHaveLength(1);
  });

  it('refuses an empty or too long text, a client without a number and a number that replied STOP', async () => {
    const empty = await reply(owner, rosa, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.body).toBe(MESSAGE_MESSAGES.bodyRequired);
    const long = await reply(owner, rosa, { body: 'x'.repeat(1601) });
    expect(long.json().fieldErrors.body).toBe(MESSAGE_MESSAGES.bodyTooLong);
    const silent = await seedClient(t, acme, { name: 'No Phone' });
    const noPhone = await reply(owner, silent, { body: 'Hello' });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().message).toBe(MESSAGE_MESSAGES.noPhone);
    const stopped = await seedClient(t, acme, { name: 'Stopped', phone: '512-555-0150' });
    await t.db.platform((tx) =>
      tx.execute(sql`insert into sms_consents (tenant_id, phone, status, source, keyword)
        values (${acme.id}, '+15125550150', 'opted_out', 'keyword', 'STOP')`),
    );
    const refused = await reply(owner, stopped, { body: 'Hello' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGE_MESSAGES.optedOut);
  });
});

describe('threads: read and assignment', () => {
  it('marks a thread read, assigns it to a member, refuses a non-member', async () => {
    const client = await seedClient(t, acme, { name: 'Unread Client', phone: '(512) 555-0160' });
    await reply(owner, client, { body: 'Hi' });
    const [thread] = (
      await t.request(owner, 'GET', '/api/messages/threads', {
        tenant: acme,
        query: { search: 'unread client' },
      })
    ).json();
    await t.db.platform((tx) =>
      tx.execute(sql`update message_threads set unread_count = 3 where id = ${thread.id}`),
    );
    const summary = await t.request(owner, 'GET', '/api/messages/threads/summary', { tenant: acme });
    expect(summary.json()).toEqual({ unreadThreads: 1, unreadMessages: 3 });
    const unread = await t.request(owner, 'GET', '/api/messages/threads', {
      tenant: acme,
      query: { filter: 'unread' },
    });
    expect(unread.json().map((x: { id: string }) => x.id)).toEqual([thread.id]);

    const read = await t.request(manager, 'PATCH', `/api/messages/threads/${thread.id}`, {
      tenant: acme,
      body: { read: true, assigneeUserId: manager.id },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      unreadCount: 0,
      assigneeUserId: manager.id,
      assigneeName: 'Test User',
    });
    const mine = await t.request(manager, 'GET', '/api/messages/threads', {
      tenant: acme,
      query: { filter: 'mine' },
    });
    expect(mine.json().map((x: { id: string }) => x.id)).toEqual([thread.id]);
    const office = await t.request(manager, 'PATCH', `/api/messages/threads/${thread.id}`, {
      tenant: acme,
      body: { assigneeUserId: null },
    });
    expect(office.json().assigneeUserId).toBeNull();

    const stranger = await t.request(manager, 'PATCH', `/api/messages/threads/${thread.id}`, {
      tenant: acme,
      body: { assigneeUserId: outsider.id },
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().fieldErrors.assigneeUserId).toBe('Choose a member of this organization');
    const nothing = await t.request(manager, 'PATCH', `/api/messages/threads/${thread.id}`, {
      tenant: acme,
      body: {},
    });
    expect(nothing.statusCode).toBe(400);
  });

  it('finds one client’s thread and lists the members a thread can go to', async () => {
    const byClient = await t.request(owner, 'GET', '/api/messages/threads', {
      tenant: acme,
      query: { clientId: rosa },
    });
    expect(byClient.json().map((x: { clientId: string }) => x.clientId)).toEqual([rosa]);
    const none = await t.request(owner, 'GET', '/api/messages/threads', {
      tenant: acme,
      query: { clientId: otherClient },
    });
    expect(none.json()).toEqual([]);
    const assignees = await t.request(manager, 'GET', '/api/messages/assignees', { tenant: acme });
    expect(assignees.statusCode).toBe(200);
    const ids = assignees.json().map((a: { userId: string }) => a.userId);
    expect(ids).toEqual(expect.arrayContaining([owner.id, manager.id, tech.id]));
    expect(ids).not.toContain(outsider.id);
    expect(assignees.json().find((a: { userId: string }) => a.userId === owner.id).name).toBe('Olga User');
  });
});

describe('who may see and send texts', () => {
  it('401 signed out, 403 without the messages area, 404 for another organization’s client or thread', async () => {
    expect((await t.request(null, 'GET', '/api/messages', { tenant: acme })).statusCode).toBe(401);
    expect((await reply(null, rosa, { body: 'x' })).statusCode).toBe(401);
    expect((await t.request(noMessages, 'GET', '/api/messages', { tenant: acme })).statusCode).toBe(403);
    expect((await reply(noMessages, rosa, { body: 'x' })).statusCode).toBe(403);

    expect((await reply(owner, otherClient, { body: 'x' })).statusCode).toBe(404);
    await reply(outsider, otherClient, { body: 'Foreign text' }, other);
    const [foreign] = (await t.request(outsider, 'GET', '/api/messages/threads', { tenant: other })).json();
    const patch = await t.request(owner, 'PATCH', `/api/messages/threads/${foreign.id}`, {
      tenant: acme,
      body: { read: true },
    });
    expect(patch.statusCode).toBe(404);
    const list = await t.request(owner, 'GET', '/api/messages', {
      tenant: acme,
      query: { clientId: otherClient },
    });
    expect(list.json()).toEqual([]);
  });

  it('a technician member sees and answers only the clients of their own open jobs', async () => {
    const techId = (
      await createTechnician(t, owner, acme, { name: 'Tina Field', userId: tech.id, maxJobs: 10 })
    ).id;
    const theirs = await seedClient(t, acme, { name: 'Tina’s Client', phone: '(512) 555-0170' });
    const job = await createJob(t, owner, acme, theirs, { scheduledDate: dayAt(1) });
    const assigned = await t.request(owner, 'POST', `/api/service-jobs/${job.id}/assign`, {
      tenant: acme,
      body: { technicianId: techId, scheduledDate: dayAt(1) },
    });
    expect(assigned.statusCode).toBe(200);

    expect((await reply(tech, theirs, { body: 'On it' })).statusCode).toBe(201);
    expect((await reply(tech, rosa, { body: 'Not mine' })).statusCode).toBe(404);
    const threads = (await t.request(tech, 'GET', '/api/messages/threads', { tenant: acme })).json();
    expect(threads.map((x: { clientId: string }) => x.clientId)).toEqual([theirs]);
    const texts = await t.request(tech, 'GET', '/api/messages', { tenant: acme });
    expect(texts.headers['x-total-count']).toBe('1');
    const [rosaThread] = (
      await t.request(owner, 'GET', '/api/messages/threads', { tenant: acme, query: { search: 'rosa' } })
    ).json();
    const patch = await t.request(tech, 'PATCH', `/api/messages/threads/${rosaThread.id}`, {
      tenant: acme,
      body: { read: true },
    });
    expect(patch.statusCode).toBe(404);
  });
});
