import type { AuthUser } from '@tradeworks/contracts/auth';
import type { Database } from '../../db/client';
import type { RequestAuth } from '../../http/request-auth';
import { tenantTimeZone } from '../../platform/tenant-clock';
import { findLinkedTechnician } from '../my-day/public';
import { listUserMemberships } from './auth.repository';

/** The body of GET /api/auth/user: the spec's signed-in user plus the access table of the active tenant. */
export async function buildCurrentUser(db: Database, auth: RequestAuth): Promise<AuthUser> {
  const { user } = auth;
  const tenantMemberships = await db.platform((tx) => listUserMemberships(tx, user.id));
  const inTenant = auth.tenant
    ? await db.tenant({ tenantId: auth.tenant.id, userId: user.id }, async (scope) => ({
        technician: await findLinkedTechnician(scope, user.id),
        timeZone: await tenantTimeZone(scope),
      }))
    : undefined;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    is_super_admin: user.isSuperAdmin,
    hasPassword: user.passwordHash !== null,
    currentTenantId: auth.tenant?.id ?? user.currentTenantId,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    tenantMemberships,
    activeTenant: auth.tenant && inTenant ? { ...auth.tenant, timeZone: inTenant.timeZone } : null,
    tenantDenied: auth.tenantDenied,
    permissions: auth.access,
    technicianId: inTenant?.technician?.id ?? null,
  };
}
