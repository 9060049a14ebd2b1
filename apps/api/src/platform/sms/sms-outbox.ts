import { sql } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';
import { smsMessages } from '../../db/schema';

export interface OutgoingText {
  /** E.164. */
  to: string;
  body: string;
  kind: string;
  clientId?: string | null;
  threadId?: string | null;
  /** Sent in the organization's quiet hours too. */
  urgent?: boolean;
  /** Not before (a reminder's time); now when absent. */
  dueAt?: Date;
  /** The event this text is for: a second text for the same key is not queued. */
  dedupeKey?: string;
  relatedEntity?: string;
  relatedId?: string;
  sentBy?: string | null;
  /** Kept without sending, with why (an automation that found no number): shown in its log. */
  skipReason?: string;
}

/**
 * Queues a text in the caller's transaction: it goes only if the change that causes it commits, survives
 * restarts until the worker delivers it, and is queued at most once per `dedupeKey`. Returns its id, or null
 * when a text for that key exists already.
 */
export async function enqueueSms(scope: TenantScope, text: OutgoingText): Promise<string | null> {
  const rows = await scope.tx
    .insert(smsMessages)
    .values({
      tenantId: scope.tenantId,
      direction: 'outbound',
      toNumber: text.to,
      body: text.body,
      kind: text.kind,
      clientId: text.clientId ?? null,
      threadId: text.threadId ?? null,
      urgent: text.urgent ?? false,
      nextAttemptAt: text.dueAt ?? sql`now()`,
      dedupeKey: text.dedupeKey ?? null,
      relatedEntity: text.relatedEntity,
      relatedId: text.relatedId,
      sentBy: text.sentBy ?? null,
      ...(text.skipReason ? { status: 'skipped' as const, skipReason: text.skipReason } : {}),
    })
    .onConflictDoNothing({ target: [smsMessages.tenantId, smsMessages.dedupeKey] })
    .returning({ id: smsMessages.id });
  return rows[0]?.id ?? null;
}
