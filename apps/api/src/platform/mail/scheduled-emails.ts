import { and, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { OutgoingEmail } from './outbox';

/**
 * E-mails an automation schedules (a quote's or invoice's follow-ups by e-mail): queued in the caller's
 * transaction for later, once per event (the key), and taken back with the reason while they wait — the
 * e-mail counterpart of the text automations' rules (messages/automation-texts.ts).
 */

interface Related {
  relatedEntity: string;
  relatedId: string;
  kind: string;
}

/** Queues the e-mail for `dueAt`; null when its key was queued before (the event already has its e-mail). */
export async function enqueueScheduledEmail(
  tx: Tx,
  tenantId: string,
  email: OutgoingEmail & Related & { dedupeKey: string; dueAt: Date },
): Promise<string | null> {
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      tenantId,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
      relatedEntity: email.relatedEntity,
      relatedId: email.relatedId,
      kind: email.kind,
      dedupeKey: email.dedupeKey,
      nextAttemptAt: email.dueAt,
    })
    .onConflictDoNothing({ target: [emailOutbox.tenantId, emailOutbox.dedupeKey] })
    .returning({ id: emailOutbox.id });
  return row?.id ?? null;
}

/** Takes back the entity's e-mails of this kind still waiting (all but `keepKeys`): cancelled, with why. */
export async function cancelPendingEmails(
  tx: Tx,
  tenantId: string,
  target: Related & { reason: string; keepKeys?: string[] },
): Promise<number> {
  const rows = await tx
    .update(emailOutbox)
    .set({
      status: 'cancelled',
      cancelReason: target.reason,
      // The event may come back (a quote sent again after it expired): its key is free for a new e-mail.
      dedupeKey: sql`${emailOutbox.dedupeKey} || ':cancelled:' || ${emailOutbox.id}`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(emailOutbox.tenantId, tenantId),
        eq(emailOutbox.relatedEntity, target.relatedEntity),
        eq(emailOutbox.relatedId, target.relatedId),
        eq(emailOutbox.kind, target.kind),
        eq(emailOutbox.status, 'queued'),
        target.keepKeys?.length ? notInArray(emailOutbox.dedupeKey, target.keepKeys) : undefined,
      ),
    )
    .returning({ id: emailOutbox.id });
  return rows.length;
}

/** The keys of the entity's e-mails of this kind that went (or were tried): never queued again. */
export async function settledEmailKeys(tx: Tx, tenantId: string, target: Related): Promise<string[]> {
  const rows = await tx
    .select({ key: emailOutbox.dedupeKey })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.tenantId, tenantId),
        eq(emailOutbox.relatedEntity, target.relatedEntity),
        eq(emailOutbox.relatedId, target.relatedId),
        eq(emailOutbox.kind, target.kind),
        notInArray(emailOutbox.status, ['queued', 'cancelled']),
      ),
    );
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}

/**
 * The address a document was last e-mailed to (its own sending, not an automation's e-mail), or null when it
 * never went by e-mail: its follow-ups go there by e-mail too.
 */
export async function lastDocumentAddress(
  tx: Tx,
  tenantId: string,
  relatedEntity: string,
  relatedId: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ to: emailOutbox.toAddress })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.tenantId, tenantId),
        eq(emailOutbox.relatedEntity, relatedEntity),
        eq(emailOutbox.relatedId, relatedId),
        isNull(emailOutbox.kind),
        inArray(emailOutbox.status, ['queued', 'sending', 'sent', 'captured']),
      ),
    )
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(1);
  return row?.to ?? null;
}
