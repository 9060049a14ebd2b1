import type { MembershipInvitation, MembershipInvitationAccepted } from '@tradeworks/contracts/team';
import type { Database, Tx } from '../../db/client';
import { recordAudit, recordPlatformAudit } from '../../platform/audit/audit-log';
import { hashToken } from '../../platform/auth/tokens';
import { updateUser } from '../../super-admin/public';
import { TeamErrors } from './team.errors';
import {
  acceptMembership,
  countAcceptedMemberships,
  findInvitationByTokenHash,
  type InvitationRow,
} from './membership-invitations.repository';
import { deleteMember } from './team.repository';

/**
 * The invitee's side of an invitation of an existing account: signed in as that account, they see what they
 * are invited to and accept (the membership starts to count) or decline (it goes). The link works once and
 * until it expires; signed in as anyone else it says so and does nothing.
 */

interface InviteeCtx {
  db: Database;
  userId: string;
  token: string;
  now?: Date;
}

async function openInvitation(tx: Tx, ctx: InviteeCtx, lock: boolean): Promise<InvitationRow> {
  const row = await findInvitationByTokenHash(tx, hashToken(ctx.token), { lock });
  if (!row) throw TeamErrors.invitationInvalid();
  if (row.userId !== ctx.userId) throw TeamErrors.invitationWrongAccount();
  if (row.expiresAt <= (ctx.now ?? new Date())) throw TeamErrors.invitationExpired();
  return row;
}

/** In the organization's activity (by the address it invited) and in the person's own history. */
async function audit(tx: Tx, row: InvitationRow, action: string, answer: string) {
  await recordAudit(
    { tx, tenantId: row.tenantId, userId: row.userId },
    {
      entity: 'membership',
      entityId: row.membershipId,
      action,
      summary: `${row.email} ${answer}`,
      changes: { role: row.role },
    },
  );
  await recordPlatformAudit(tx, row.userId, {
    entity: 'membership',
    entityId: row.membershipId,
    action,
    summary: `${row.accountEmail} ${answer} of ${row.tenantName}`,
    subjectTenantId: row.tenantId,
  });
}

/** GET /api/invitations?token=… */
export function describeMembershipInvitation(ctx: InviteeCtx): Promise<MembershipInvitation> {
  return ctx.db.platform(async (tx) => {
    const row = await openInvitation(tx, ctx, false);
    return {
      organization: row.tenantName,
      role: row.role,
      email: row.accountEmail,
      expires_at: row.expiresAt.toISOString(),
    };
  });
}

/** POST /api/invitations/accept: a member from now on; the first organization becomes the default. */
export function acceptMembershipInvitation(ctx: InviteeCtx): Promise<MembershipInvitationAccepted> {
  return ctx.db.platform(async (tx) => {
    const row = await openInvitation(tx, ctx, true);
    const first = (await countAcceptedMemberships(tx, row.userId)) === 0;
    await acceptMembership(tx, row.tenantId, row.membershipId, first);
    if (first) await updateUser(tx, row.userId, { currentTenantId: row.tenantId });
    await audit(tx, row, 'invitation_accept', `accepted the invitation as ${row.role}`);
    return { tenant_slug: row.tenantSlug, tenant_name: row.tenantName };
  });
}

/** POST /api/invitations/decline: the pending membership and its link go. */
export function declineMembershipInvitation(ctx: InviteeCtx): Promise<void> {
  return ctx.db.platform(async (tx) => {
    const row = await openInvitation(tx, ctx, true);
    await deleteMember(tx, row.tenantId, row.userId);
    await audit(tx, row, 'invitation_decline', 'declined the invitation');
  });
}
