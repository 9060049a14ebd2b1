import { and, eq } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';
import { quoteClientResponses } from '../../db/schema';

export type ClientResponseRow = typeof quoteClientResponses.$inferSelect;

/** The client's latest answer to a quote from the portal, if any. */
export async function findClientResponse(
  scope: TenantScope,
  quoteId: string,
): Promise<ClientResponseRow | undefined> {
  const [row] = await scope.tx
    .select()
    .from(quoteClientResponses)
    .where(and(eq(quoteClientResponses.tenantId, scope.tenantId), eq(quoteClientResponses.quoteId, quoteId)));
  return row;
}

/** Stores the client's answer (one per quote: a later answer to a re-sent quote replaces it). */
export async function saveClientResponse(
  scope: TenantScope,
  quoteId: string,
  values: Omit<typeof quoteClientResponses.$inferInsert, 'tenantId' | 'quoteId'>,
): Promise<void> {
  const row = { tenantId: scope.tenantId, quoteId, ...values };
  await scope.tx
    .insert(quoteClientResponses)
    .values(row)
    .onConflictDoUpdate({ target: [quoteClientResponses.tenantId, quoteClientResponses.quoteId], set: row });
}
