import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { memberships, tenants, users } from '../../db/schema';

export function findUserByEmail(tx: Tx, email: string) {
  return tx.query.users.findFirst({ where: sql`lower(${users.email}) = ${email.toLowerCase()}` });
}

export function listUserMemberships(tx: Tx, userId: string) {
  return (
    tx
      .select({
        tenant_id: memberships.tenantId,
        tenant_name: tenants.name,
        tenant_slug: tenants.slug,
        role: memberships.role,
        is_default: memberships.isDefault,
      })
      .from(memberships)
      .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
      // Invitations not yet accepted are no organizations of the user's.
      .where(and(eq(memberships.userId, userId), eq(memberships.status, 'accepted')))
      .orderBy(asc(tenants.name))
  );
}

/** Makes the membership of `tenantId` the user's only default, and the user's current tenant. */
export async function setDefaultTenant(tx: Tx, userId: string, tenantId: string): Promise<void> {
  await tx
    .update(memberships)
    .set({ isDefault: sql`${memberships.tenantId} = ${tenantId}` })
    .where(eq(memberships.userId, userId));
  await tx.update(users).set({ currentTenantId: tenantId }).where(eq(users.id, userId));
}
