import type { MembershipRole } from '@tradeworks/contracts/permissions';
import type { Tx } from '../../db/client';
import { recordPlatformAudit } from '../../platform/audit/audit-log';
import { hashPassword } from '../../platform/auth/passwords';
import { recordMembershipAudit } from '../admin-audit';
import { SuperAdminErrors } from '../super-admin.errors';
import { insertMembership, insertUser } from '../tenants/tenants.repository';
import { isEmailTaken } from './users.repository';

/** Steps shared by "create user in a tenant" and "create user with tenants", each inside the caller's transaction. */

/** Hashed before the transaction opens: scrypt is slow and must not hold a connection. */
export const hashOptionalPassword = (password: string | undefined) =>
  password ? hashPassword(password) : Promise.resolve(null);

export async function createAccount(
  tx: Tx,
  options: {
    actorId: string;
    data: {
      email: string;
      firstName: string;
      lastName: string;
      isSuperAdmin: boolean;
      passwordHash: string | null;
      currentTenantId: string | null;
    };
    /** Appended to the 409 message, e.g. where to go instead. */
    emailTakenHint?: string;
  },
) {
  const { actorId, data } = options;
  if (await isEmailTaken(tx, data.email)) throw SuperAdminErrors.emailTaken(options.emailTakenHint);
  const user = await insertUser(tx, data);
  await recordPlatformAudit(tx, actorId, {
    entity: 'user',
    entityId: user.id,
    action: 'create',
    changes: {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      isSuperAdmin: user.isSuperAdmin,
      invited: !data.passwordHash,
    },
  });
  return user;
}

export async function addMembership(
  tx: Tx,
  options: { actorId: string; tenantId: string; userId: string; role: MembershipRole; isDefault: boolean },
) {
  const { actorId, tenantId, userId, role, isDefault } = options;
  const membership = await insertMembership(tx, { tenantId, userId, role, isDefault });
  await recordMembershipAudit(tx, {
    actorId,
    tenantId,
    entry: {
      entity: 'membership',
      entityId: membership.id,
      action: 'create',
      summary: `User added as ${role}`,
      changes: { userId, role, isDefault },
    },
  });
  return membership;
}
