import { and, eq, inArray } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';
import { routePlans, serviceJobs } from '../../db/schema';

export type RoutePlanRow = typeof routePlans.$inferSelect;

export async function insertRoutePlan(
  { tx, tenantId }: TenantScope,
  values: Pick<RoutePlanRow, 'id' | 'planDate' | 'result' | 'writes' | 'fingerprint'>,
): Promise<void> {
  await tx.insert(routePlans).values({ ...values, tenantId });
}

/** The plan, locked for Apply/Undo so two clicks cannot both act on it. */
export async function findRoutePlanForUpdate(
  { tx, tenantId }: TenantScope,
  id: string,
): Promise<RoutePlanRow | undefined> {
  const [row] = await tx
    .select()
    .from(routePlans)
    .where(and(eq(routePlans.tenantId, tenantId), eq(routePlans.id, id)))
    .for('update');
  return row;
}

export async function updateRoutePlan(
  { tx, tenantId }: TenantScope,
  id: string,
  values: Partial<Pick<RoutePlanRow, 'previous' | 'appliedAt' | 'undoneAt'>>,
): Promise<void> {
  await tx
    .update(routePlans)
    .set(values)
    .where(and(eq(routePlans.tenantId, tenantId), eq(routePlans.id, id)));
}

/** Each job's last change (ms): Undo only restores jobs nobody touched after the plan was applied. */
export async function jobStamps(
  { tx, tenantId }: TenantScope,
  ids: string[],
): Promise<Record<string, number>> {
  if (!ids.length) return {};
  const rows = await tx
    .select({ id: serviceJobs.id, updatedAt: serviceJobs.updatedAt })
    .from(serviceJobs)
    .where(and(eq(serviceJobs.tenantId, tenantId), inArray(serviceJobs.id, ids)))
    .for('update');
  return Object.fromEntries(rows.map((r) => [r.id, r.updatedAt.getTime()]));
}
