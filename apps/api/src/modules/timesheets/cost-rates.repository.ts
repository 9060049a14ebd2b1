import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';
import { technicianCostRates, technicians } from '../../db/schema';

export interface CostRateRow {
  id: string;
  technicianId: string;
  technicianName: string;
  hourlyRate: string;
  effectiveFrom: string;
  effectiveTo: string | null;
  createdAt: Date;
}

/**
 * One page of rates, newest start first per technician, each with the day before the next one starts (a window
 * function over the technician's rates). Index: technician_cost_rates_day_key (tenant, technician, effective_from).
 */
export async function listCostRates(
  { tx, tenantId }: TenantScope,
  query: { technicianId?: string; limit: number; offset: number },
): Promise<{ items: CostRateRow[]; total: number }> {
  const r = technicianCostRates;
  const where = and(
    eq(r.tenantId, tenantId),
    query.technicianId ? eq(r.technicianId, query.technicianId) : undefined,
  );
  const next = sql<string | null>`(lead(${r.effectiveFrom}) over (
    partition by ${r.technicianId} order by ${r.effectiveFrom}) - 1)::text`;
  const [items, [{ total }]] = await Promise.all([
    tx
      .select({
        id: r.id,
        technicianId: r.technicianId,
        technicianName: technicians.name,
        hourlyRate: r.hourlyRate,
        effectiveFrom: r.effectiveFrom,
        effectiveTo: next,
        createdAt: r.createdAt,
      })
      .from(r)
      .innerJoin(technicians, and(eq(technicians.tenantId, r.tenantId), eq(technicians.id, r.technicianId)))
      .where(where)
      .orderBy(asc(technicians.name), asc(r.technicianId), desc(r.effectiveFrom))
      .limit(query.limit)
      .offset(query.offset),
    tx
      .select({ total: sql<number>`count(*)::int` })
      .from(r)
      .where(where),
  ]);
  return { items, total };
}

export async function findCostRate({ tx, tenantId }: TenantScope, id: string) {
  const [row] = await tx
    .select()
    .from(technicianCostRates)
    .where(and(eq(technicianCostRates.tenantId, tenantId), eq(technicianCostRates.id, id)));
  return row;
}

export async function costRateStartsOn(
  { tx, tenantId }: TenantScope,
  technicianId: string,
  date: string,
): Promise<boolean> {
  const { rows } = await tx.execute<{ taken: boolean }>(sql`select exists (
    select 1 from technician_cost_rates
    where tenant_id = ${tenantId} and technician_id = ${technicianId} and effective_from = ${date}) as taken`);
  return rows[0].taken;
}

export async function insertCostRate(
  { tx, tenantId }: TenantScope,
  values: { technicianId: string; hourlyRate: string; effectiveFrom: string; createdBy: string | null },
) {
  const [row] = await tx
    .insert(technicianCostRates)
    .values({ ...values, tenantId })
    .returning();
  return row;
}

export async function deleteCostRateRow({ tx, tenantId }: TenantScope, id: string): Promise<void> {
  await tx
    .delete(technicianCostRates)
    .where(and(eq(technicianCostRates.tenantId, tenantId), eq(technicianCostRates.id, id)));
}

/**
 * The technician's labour cost per hour on a day: the rate with the latest start on or before it (null before
 * their first rate). Job costing reads it per day worked, so a later rate never changes a past cost.
 */
export async function costRateOn(
  { tx, tenantId }: TenantScope,
  technicianId: string,
  date: string,
): Promise<string | null> {
  const { rows } = await tx.execute<{ hourly_rate: string }>(sql`
    select hourly_rate from technician_cost_rates
    where tenant_id = ${tenantId} and technician_id = ${technicianId} and effective_from <= ${date}
    order by effective_from desc limit 1`);
  return rows[0]?.hourly_rate ?? null;
}
