import { sql } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';
import { numberCounters } from '../../db/schema';

export type NumberKind = 'quote' | 'invoice' | 'purchase_order' | 'service_agreement' | 'service_job';

const PREFIX: Record<NumberKind, string> = {
  quote: 'Q',
  invoice: 'INV',
  purchase_order: 'PO',
  service_agreement: 'SA',
  service_job: 'JOB',
};

export function formatNumber(kind: NumberKind, year: number, value: number): string {
  return `${PREFIX[kind]}-${year}-${String(value).padStart(4, '0')}`;
}

/**
 * The next human number (Q-2026-0001 …), per tenant, kind and year. The counter row is bumped in the
 * caller's transaction: concurrent creators queue on its row lock, and a rolled-back creation gives its
 * number back, so numbers are unique and gap-free.
 */
export async function nextNumber(scope: TenantScope, kind: NumberKind, now = new Date()): Promise<string> {
  const year = now.getUTCFullYear();
  const [row] = await scope.tx
    .insert(numberCounters)
    .values({ tenantId: scope.tenantId, kind, year, value: 1 })
    .onConflictDoUpdate({
      target: [numberCounters.tenantId, numberCounters.kind, numberCounters.year],
      set: { value: sql`${numberCounters.value} + 1` },
    })
    .returning({ value: numberCounters.value });
  return formatNumber(kind, year, row.value);
}

/** `count` consecutive numbers in one counter update (bulk creation, e.g. an agreement's visits). */
export async function nextNumbers(
  scope: TenantScope,
  kind: NumberKind,
  count: number,
  now = new Date(),
): Promise<string[]> {
  if (count <= 0) return [];
  const year = now.getUTCFullYear();
  const [row] = await scope.tx
    .insert(numberCounters)
    .values({ tenantId: scope.tenantId, kind, year, value: count })
    .onConflictDoUpdate({
      target: [numberCounters.tenantId, numberCounters.kind, numberCounters.year],
      set: { value: sql`${numberCounters.value} + ${count}` },
    })
    .returning({ value: numberCounters.value });
  return Array.from({ length: count }, (_, i) => formatNumber(kind, year, row.value - count + 1 + i));
}
