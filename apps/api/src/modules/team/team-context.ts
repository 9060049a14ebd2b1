import type { Database, Tx } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit-log';
import { TeamErrors } from './team.errors';
import { checkGrant, resolveRoleName, type MemberRole, type RoleRecord, type TeamActor } from './team-rules';
import { findTeamMember, listRoles, type TeamMemberRow } from './team.repository';

/** What the team services share: who acts, in which organization, and the steps every change takes. */
export interface TeamCtx {
  db: Database;
  tenantId: string;
  actor: TeamActor;
}

export const memberRoleOf = (row: TeamMemberRow, roles: RoleRecord[]): MemberRole => ({
  role: row.role,
  custom: row.customRoleId ? (roles.find((r) => r.id === row.customRoleId) ?? null) : null,
});

export const roleLabel = (role: MemberRole) => role.custom?.role ?? role.role;

export async function requireMember(tx: Tx, tenantId: string, userId: string, lock = false) {
  const row = await findTeamMember(tx, tenantId, userId, { lock });
  if (!row) throw TeamErrors.userNotFound();
  return row;
}

export function auditMembership(
  tx: Tx,
  ctx: Pick<TeamCtx, 'tenantId'> & { actor: Pick<TeamActor, 'userId'> },
  entityId: string,
  action: string,
  summary: string,
  changes?: object,
) {
  return recordAudit(
    { tx, tenantId: ctx.tenantId, userId: ctx.actor.userId },
    { entity: 'membership', entityId, action, summary, changes: changes as Record<string, unknown> },
  );
}

/** The role named in a request, if the actor may give it. */
export async function resolveGrant(tx: Tx, ctx: TeamCtx, name: string) {
  const roles = await listRoles(tx, ctx.tenantId);
  const target = resolveRoleName(name, roles);
  if (!target) throw TeamErrors.unknownRole();
  const violation = checkGrant(ctx.actor, target, roles);
  if (violation) throw TeamErrors.rule(violation);
  return { roles, target };
}
