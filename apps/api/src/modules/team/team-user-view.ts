import type { TeamUser } from '@tradeworks/contracts/team';
import { toIso } from '../../http/paging';
import type { TeamMemberRow } from './team.repository';

/** A member of the organization as the team screen shows them (snake_case per the spec). */
export function toTeamUser(row: TeamMemberRow): TeamUser {
  return {
    id: row.userId,
    membership_id: row.membershipId,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.customRoleName ?? row.role,
    base_role: row.role,
    custom_role_id: row.customRoleId,
    is_default: row.isDefault,
    joined_at: row.joinedAt.toISOString(),
    last_login: toIso(row.lastLoginAt),
    status: row.pending ? 'pending' : 'active',
    invitation_expires_at: row.invitationExpiresAt ? new Date(row.invitationExpiresAt).toISOString() : null,
  };
}
