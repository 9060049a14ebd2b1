import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { MEMBERSHIP_INVITATION_MESSAGES } from '@tradeworks/contracts/team';
import { auditLog, emailOutbox, membershipInvitations, memberships } from '../../db/schema';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { clientBody } from '../clients/clients.test-support';

/*
 * Issue 27, finding 9: inviting the e-mail of an existing account (here: the owner of another organization)
 * used to add it at once and answer its real name and last sign-in. Now it is a pending membership that grants
 * nothing until its owner accepts through a single-use, expiring link, and the inviter learns only what they
 * typed — the same as for an address without an account.
 */

let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let owner: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant({ name: 'Acme Heating' });
  other = await t.tenant({ name: 'Other Co' });
  owner = await t.user({ tenant: acme, role: 'owner' });
  member = await t.user({ tenant: acme, role: 'member' });
});
afterAll(() => t.close());

const TYPED = { first_name: 'Typed', last_name: 'Byinviter', role: 'manager' };

/** An account of another organization, with its own name and a past sign-in. */
async function someoneElsewhere(): Promise<TestUser> {
  const person = await t.user({ tenant: other, role: 'owner', firstName: 'Realfirst' });
  expect((await t.request(person, 'GET', '/api/auth/user')).statusCode).toBe(200);
  await t.db.platform((tx) =>
    tx.execute(`update users set last_login_at = now() - interval '1 day' where id = '${person.id}'`),
  );
  return person;
}

async function invite(email: string) {
  return t.request(owner, 'POST', '/api/tenant/users', { tenant: acme, body: { email, ...TYPED } });
}

async function acceptToken(address: string): Promise<string> {
  const [mail] = await t.db.platform((tx) =>
    tx
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, address))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1),
  );
  return decodeURIComponent(/\/accept-invitation\?token=(\S+)/.exec(mail.textBody)![1]);
}

const answer = (user: TestUser, action: 'accept' | 'decline', token: string) =>
  t.request(user, 'POST', `/api/invitations/${action}`, { body: { token } });

const auditActions = (membershipId: string) =>
  t.db.tenant({ tenantId: acme.id, userId: null }, ({ tx }) =>
    tx
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'membership'), eq(auditLog.entityId, membershipId))),
  );

describe('inviting an existing account', () => {
  it('answers only what the inviter typed, exactly as for an address without an account', async () => {
    const person = await someoneElsewhere();
    const existing = await invite(person.email);
    const fresh = await invite(`nobody-${Date.now()}@example.com`);
    expect(existing.statusCode).toBe(201);
    expect(fresh.statusCode).toBe(201);
    const a = existing.json();
    const b = fresh.json();
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    const same = (x: Record<string, unknown>) => {
      const { id: _i, membership_id: _m, email: _e, joined_at: _j, invitation_expires_at: _x, ...rest } = x;
      return rest;
    };
    expect(same(a)).toEqual(same(b));
    expect(a).toMatchObject({
      email: person.email,
      first_name: 'Typed',
      last_name: 'Byinviter',
      role: 'manager',
      status: 'pending',
      last_login: null,
      is_default: false,
      invitation_sent: true,
    });
    expect(existing.body).not.toContain('Realfirst');

    // The team list and its search show the same, and do not find the account's own name.
    const list = await t.request(owner, 'GET', '/api/tenant/users', {
      tenant: acme,
      query: { search: 'Realfirst' },
    });
    expect(list.json()).toEqual([]);
    const row = (
      await t.request(owner, 'GET', '/api/tenant/users', { tenant: acme, query: { search: 'Byinviter' } })
    )
      .json()
      .find((u: { id: string }) => u.id === person.id);
    expect(row).toMatchObject({ first_name: 'Typed', last_name: 'Byinviter', last_login: null });

    // The organization's e-mail log and audit say the same for both: an invitation, its text confidential.
    const mails = await t.db.platform((tx) =>
      tx
        .select({ subject: emailOutbox.subject, confidential: emailOutbox.confidential })
        .from(emailOutbox)
        .where(eq(emailOutbox.tenantId, acme.id))
        .orderBy(desc(emailOutbox.createdAt))
        .limit(2),
    );
    expect(mails[0]).toEqual(mails[1]);
    expect(mails[0]).toEqual({ subject: "You're invited to Acme Heating on Tradeworks", confidential: true });
    const audits = await t.db.tenant({ tenantId: acme.id, userId: null }, ({ tx }) =>
      tx
        .select({ summary: auditLog.summary, changes: auditLog.changes })
        .from(auditLog)
        .where(and(eq(auditLog.entityId, a.membership_id))),
    );
    expect(audits).toEqual([
      {
        summary: `${person.email} invited to the team as manager`,
        changes: { userId: person.id, email: person.email, role: 'manager' },
      },
    ]);
  });

  it('grants nothing before it is accepted: sign-in, switching, reads and assignments ignore it', async () => {
    const person = await someoneElsewhere();
    expect((await invite(person.email)).statusCode).toBe(201);
    const secret = await t.request(owner, 'POST', '/api/clients', {
      tenant: acme,
      body: clientBody({ firstName: 'Secretclient', email: 'secret@example.com' }),
    });
    expect(secret.statusCode).toBe(201);

    // Exactly the answer of someone never invited: the organization is not found for them.
    const stranger = await t.user({ tenant: other, role: 'member' });
    const read = await t.request(person, 'GET', '/api/clients', { tenant: acme });
    const strangers = await t.request(stranger, 'GET', '/api/clients', { tenant: acme });
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual(strangers.json());
    expect(read.body).not.toContain('Secretclient');
    const one = await t.request(person, 'GET', `/api/clients/${secret.json().id}`, { tenant: acme });
    expect(one.statusCode).toBe(403);
    expect(one.body).not.toContain('Secretclient');
    // Not someone the organization can make a technician of yet.
    const technician = await t.request(owner, 'POST', '/api/technicians', {
      tenant: acme,
      body: { name: 'Invited Tech', userId: person.id },
    });
    expect(technician.statusCode).toBe(400);
    expect(Object.keys(technician.json().fieldErrors)).toEqual(['userId']);
    const linkable = await t.request(owner, 'GET', '/api/technicians/linkable-users', { tenant: acme });
    expect(linkable.statusCode).toBe(200);
    expect(linkable.body).not.toContain(person.id);
    expect(linkable.body).not.toContain('Realfirst');

    const me = (await t.request(person, 'GET', '/api/auth/user')).json();
    expect(me.tenantMemberships.map((m: { tenant_id: string }) => m.tenant_id)).toEqual([other.id]);
    expect(me.activeTenant.id).toBe(other.id);
    const choose = await t.request(person, 'PUT', '/api/auth/current-tenant', { body: { slug: acme.slug } });
    expect(choose.statusCode).toBe(404);
    const signIn = await t.request(null, 'POST', '/api/auth/login', {
      body: { email: person.email, password: person.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().tenantMemberships).toHaveLength(1);
  });
});

describe('the invitee answers', () => {
  it('accepts once, signed in as the invited account; then the membership counts', async () => {
    const person = await someoneElsewhere();
    const created = (await invite(person.email)).json();
    const token = await acceptToken(person.email);

    // Anyone else signed in is told plainly, and nothing changes.
    const wrong = await answer(member, 'accept', token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(MEMBERSHIP_INVITATION_MESSAGES.wrongAccount);
    expect((await t.request(null, 'POST', '/api/invitations/accept', { body: { token } })).statusCode).toBe(
      401,
    );

    const seen = await t.request(person, 'GET', '/api/invitations', { query: { token } });
    expect(seen.json()).toMatchObject({ organization: 'Acme Heating', role: 'manager', email: person.email });

    const accepted = await answer(person, 'accept', token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ tenant_slug: acme.slug, tenant_name: 'Acme Heating' });
    expect((await t.request(person, 'GET', '/api/clients', { tenant: acme })).statusCode).toBe(200);
    const again = await answer(person, 'accept', token);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MEMBERSHIP_INVITATION_MESSAGES.invalid);

    // A member now: their own name and status, still the other organization as their default.
    const row = (await t.request(owner, 'GET', '/api/tenant/users', { tenant: acme }))
      .json()
      .find((u: { id: string }) => u.id === person.id);
    expect(row).toMatchObject({
      first_name: 'Realfirst',
      status: 'active',
      is_default: false,
      role: 'manager',
    });
    expect((await auditActions(created.membership_id)).map((a) => a.action).sort()).toEqual([
      'create',
      'invitation_accept',
    ]);
  });

  it('declines: the pending membership and its link go', async () => {
    const person = await someoneElsewhere();
    const created = (await invite(person.email)).json();
    const token = await acceptToken(person.email);
    expect((await answer(person, 'decline', token)).statusCode).toBe(204);
    const row = await t.db.platform((tx) =>
      tx.query.memberships.findFirst({ where: eq(memberships.id, created.membership_id) }),
    );
    expect(row).toBeUndefined();
    expect((await answer(person, 'accept', token)).statusCode).toBe(404);
    expect((await t.request(person, 'GET', '/api/clients', { tenant: acme })).statusCode).toBe(403);
    expect((await auditActions(created.membership_id)).map((a) => a.action).sort()).toEqual([
      'create',
      'invitation_decline',
    ]);
  });

  it('an expired link is refused; a resent one works and the old one dies', async () => {
    const person = await someoneElsewhere();
    const created = (await invite(person.email)).json();
    const first = await acceptToken(person.email);
    await t.db.platform((tx) =>
      tx
        .update(membershipInvitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(membershipInvitations.membershipId, created.membership_id)),
    );
    const expired = await answer(person, 'accept', first);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(MEMBERSHIP_INVITATION_MESSAGES.expired);
    const listed = (
      await t.request(owner, 'GET', '/api/tenant/users', { tenant: acme, query: { status: 'pending' } })
    )
      .json()
      .find((u: { id: string }) => u.id === person.id);
    expect(listed).toMatchObject({ status: 'pending', invitation_expires_at: null });

    const resent = await t.request(owner, 'POST', `/api/tenant/users/${person.id}/resend-invitation`, {
      tenant: acme,
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ first_name: 'Typed', status: 'pending' });
    const second = await acceptToken(person.email);
    expect(second).not.toBe(first);
    expect((await answer(person, 'accept', first)).statusCode).toBe(404);
    expect((await answer(person, 'accept', second)).statusCode).toBe(200);
    expect((await auditActions(created.membership_id)).map((a) => a.action).sort()).toEqual([
      'create',
      'invitation_accept',
      'invitation_resend',
    ]);
  });

  it('the inviter revokes: the link stops working; editing changes only the typed names', async () => {
    const person = await someoneElsewhere();
    const created = (await invite(person.email)).json();
    const token = await acceptToken(person.email);
    const put = await t.request(owner, 'PUT', `/api/tenant/users/${person.id}`, {
      tenant: acme,
      body: { first_name: 'Renamed', last_name: 'Invitee', role: 'member' },
    });
    expect(put.json()).toMatchObject({ first_name: 'Renamed', last_name: 'Invitee', role: 'member' });
    const account = await t.db.platform((tx) =>
      tx.query.users.findFirst({ where: (u, { eq: is }) => is(u.id, person.id) }),
    );
    expect(account?.firstName).toBe('Realfirst');

    const revoked = await t.request(owner, 'DELETE', `/api/tenant/users/${person.id}/invitation`, {
      tenant: acme,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await answer(person, 'accept', token)).statusCode).toBe(404);
    expect((await t.request(person, 'GET', '/api/auth/user')).json().tenantMemberships).toHaveLength(1);
    expect((await auditActions(created.membership_id)).map((a) => a.action).sort()).toEqual([
      'create',
      'invitation_revoke',
      'update',
      'update',
    ]);
  });
});
