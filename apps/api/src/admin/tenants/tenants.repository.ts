import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { memberships, tenants, users } from '../../db/schema';
import type { MembershipRole } from '@tradeworks/contracts/permissions';

export type TenantInsert = typeof tenants.$inferInsert;
export type TenantRow = typeof tenants.$inferSelect;

export async function insertTenant(tx: Tx, data: TenantInsert): Promise<TenantRow> {
  const [row] = await tx.insert(tenants).values(data).returning();
  return row;
}

export async function insertUser(tx: Tx, data: typeof users.$inferInsert) {
  const [row] = await tx.insert(users).values({ ...data, email: data.email.toLowerCase() }).returning();
  return row;
}

export async function insertMembership(
  tx: Tx,
  data: { tenantId: string; userId: string; role: MembershipRole; isDefault?: boolean },
) {
  const [row] = await tx.insert(memberships).values(data).returning();
  return row;
}

export function findTenantBySlug(tx: Tx, slug: string) {
  return tx.query.tenants.findFirst({ where: eq(tenants.slug, slug) });
}
