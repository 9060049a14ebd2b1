import { and, count, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { memberships } from '../../db/schema';

/** Membership ids are unique on their own (UUIDv7), so the console can remove one by id alone. */
export function findMembershipById(tx: Tx, membershipId: string) {
  return tx.query.memberships.findFirst({ where: eq(memberships.id, membershipId) });
}

export async function deleteMembership(tx: Tx, tenantId: string, membershipId: string): Promise<void> {
  await tx
    .delete(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.id, membershipId)));
}

export async function countUserMemberships(tx: Tx, userId: string): Promise<number> {
  const [{ n }] = await tx.select({ n: count() }).from(memberships).where(eq(memberships.userId, userId));
  return n;
}
