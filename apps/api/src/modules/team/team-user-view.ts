import type { TeamUser } from '@tradeworks/contracts/team';
import { toTenantUserView } from '../../super-admin/public';
import type { TeamMemberRow } from './team.repository';
import { isoOrNull } from '../../http/iso-or-null';

/**
 * A member of the organization as the team screen shows them (snake_case per the spec): the super admin's
 * tenant-user view, with the custom role's name, the base role and the invitation state. Until an invited
 * person is in, the row shows what the inviter typed (team.repository.ts), never the account's own details.
 */
export function toTeamUser(row: TeamMemberRow): TeamUser {
  return {
    ...toTenantUserView(row),
    // Whose default organization this would be is the account's business, not the inviter's.
    is_default: row.pending ? false : row.isDefault,
    role: row.customRoleName ?? row.role,
    base_role: row.role,
    custom_role_id: row.customRoleId,
    status: row.pending ? 'pending' : 'active',
    invitation_expires_at: isoOrNull(row.invitationExpiresAt),
    technician_id: row.technicianId ?? null,
    technician_name: row.technicianName ?? null,
  };
}
