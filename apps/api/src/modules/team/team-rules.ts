import {
  BUILT_IN_ROLE_ACCESS,
  accessFromPermissionList,
  isAccessWithin,
  isBuiltInRole,
  type AccessTable,
  type MembershipRole,
} from '@tradeworks/contracts/permissions';

/**
 * Who may give which role and touch whom on the team page. Pure: the service loads the roles, these decide.
 * "Above your own" is measured on access tables, so it works the same for built-in and custom roles.
 */

export interface TeamActor {
  userId: string;
  isSuperAdmin: boolean;
  /** Built-in membership role; null for a super admin who is not a member. */
  role: MembershipRole | null;
  /** Effective access in this tenant (custom role applied). */
  access: AccessTable;
}

export interface RoleRecord {
  id: string;
  role: string;
  permissions: string[];
  isActive: boolean;
}

/** A role as stored on a membership: the built-in role and, optionally, a custom role that replaces it. */
export interface MemberRole {
  role: MembershipRole;
  custom: RoleRecord | null;
}

/**
 * What a role grants now: an active custom role its own list; an inactive one its fallback, the built-in role
 * (where an active override named like a built-in role replaces that role's table). Deactivating later is a
 * settings editor's decision, not the granter's.
 */
export function grantedAccess(member: MemberRole, roles: RoleRecord[]): AccessTable {
  if (member.custom?.isActive) return accessFromPermissionList(member.custom.permissions);
  const override = roles.find((r) => r.role === member.role && r.isActive);
  return override ? accessFromPermissionList(override.permissions) : BUILT_IN_ROLE_ACCESS[member.role];
}

/** A role name from a request as it will be stored: built-in, or a custom role on top of 'member'. */
export function resolveRoleName(name: string, roles: RoleRecord[]): MemberRole | null {
  if (isBuiltInRole(name)) return { role: name, custom: null };
  const custom = roles.find((r) => r.role === name);
  return custom ? { role: 'member', custom } : null;
}

export type TeamRuleViolation = 'escalation' | 'owner_only' | null;

/** Whether `actor` may give `target`: never above their own access; only owners make owners. */
export function checkGrant(actor: TeamActor, target: MemberRole, roles: RoleRecord[]): TeamRuleViolation {
  if (actor.isSuperAdmin) return null;
  if (target.role === 'owner' && !target.custom && actor.role !== 'owner') return 'owner_only';
  return isAccessWithin(grantedAccess(target, roles), actor.access) ? null : 'escalation';
}

/** Whether `actor` may change or remove a member who holds `current`: an admin cannot touch an owner. */
export function checkTouch(actor: TeamActor, current: MemberRole, roles: RoleRecord[]): TeamRuleViolation {
  if (actor.isSuperAdmin) return null;
  if (current.role === 'owner' && !current.custom && actor.role !== 'owner') return 'owner_only';
  return isAccessWithin(grantedAccess(current, roles), actor.access) ? null : 'escalation';
}
