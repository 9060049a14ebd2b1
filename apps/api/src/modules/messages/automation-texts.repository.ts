import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AutomationKind } from '@tradeworks/contracts/messaging-settings';
import type { TenantScope } from '../../db/client';
import { smsMessages } from '../../db/schema';

/**
 * Takes back an entity's texts of these kinds that have not gone yet (a moved visit's reminders, a paid
 * invoice's follow-ups): `cancelled` with the reason, kept in the log. Returns how many.
 */
export async function cancelPendingTexts(
  scope: TenantScope,
  target: {
    relatedEntity: string;
    relatedId: string;
    kinds: AutomationKind[];
    reason: string;
    keepKeys?: string[];
  },
): Promise<number> {
  const rows = await scope.tx
    .update(smsMessages)
    .set({
      status: 'cancelled',
      skipReason: target.reason,
      // The event may come back (a visit moved back to its first time): its key is free for a new text.
      dedupeKey: sql`${smsMessages.dedupeKey} || ':cancelled:' || ${smsMessages.id}`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(smsMessages.tenantId, scope.tenantId),
        eq(smsMessages.relatedEntity, target.relatedEntity),
        eq(smsMessages.relatedId, target.relatedId),
        inArray(smsMessages.kind, target.kinds),
        eq(smsMessages.status, 'queued'),
        target.keepKeys?.length
          ? sql`${smsMessages.dedupeKey} not in (${sql.join(
              target.keepKeys.map((k) => sql`${k}`),
              sql`, `,
            )})`
          : undefined,
      ),
    )
    .returning({ id: smsMessages.id });
  return rows.length;
}

/**
 * The keys of an entity's texts of a kind that are past queueing (sending, sent, delivered, captured, failed or
 * skipped): what an automation must not queue again under a new key (an invoice follow-up whose amount changed).
 */
export async function settledTextKeys(
  scope: TenantScope,
  target: { relatedEntity: string; relatedId: string; kind: AutomationKind },
): Promise<string[]> {
  const rows = await scope.tx
    .select({ key: smsMessages.dedupeKey })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.tenantId, scope.tenantId),
        eq(smsMessages.relatedEntity, target.relatedEntity),
        eq(smsMessages.relatedId, target.relatedId),
        eq(smsMessages.kind, target.kind),
        notInArray(smsMessages.status, ['queued', 'cancelled']),
      ),
    );
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}
