import type { AccessTable, MembershipRole } from '@tradeworks/contracts/permissions';
import type { SessionUser } from '../platform/auth/sessions';

/** Who a request is: the signed-in user, the active tenant and what they may do (auth-context.ts resolves it). */

export interface ActiveTenant {
  id: string;
  name: string;
  slug: string;
  /** null for a super admin who entered a tenant without being a member */
  role: MembershipRole | null;
  /** Its time zone (platform/tenant-clock.ts), read with the session so a read needs no statement for it. */
  timeZone: string;
}

export interface RequestAuth {
  user: SessionUser;
  tenant: ActiveTenant | null;
  /** Why the requested tenant was refused, when it was. */
  tenantDenied: string | null;
  access: AccessTable;
  /**
   * Set when the caller is an API key (`Authorization: Bearer …`), not a session: `user` is then the key's
   * creator (never a super admin) and `access` the key's scopes within the creator's own access.
   */
  apiKey?: { id: string; name: string };
}
