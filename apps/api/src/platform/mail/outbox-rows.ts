import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { emailOutbox } from '../../db/schema';

/** The outbox worker's statements (outbox-worker.ts): claiming due rows, recording outcomes, the sender. */

/** A row left in 'sending' longer than this belongs to a process that died mid-send: it is due again. */
const SENDING_LEASE = sql`interval '10 minutes'`;

export type ClaimedRow = Awaited<ReturnType<typeof claimDue>>[number];

/**
 * Takes up to `limit` due rows — queued and due, or 'sending' past their lease — with SKIP LOCKED, so
 * concurrent workers in several processes each get different rows. While 'sending', next_attempt_at holds
 * the lease deadline; attempts counts tries started, so a try cut short by a crash counts too.
 */
export async function claimDue(tx: Tx, limit: number, status: 'sending' | 'captured') {
  const due = await tx
    .select({ tenantId: emailOutbox.tenantId, id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(inArray(emailOutbox.status, ['queued', 'sending']), lte(emailOutbox.nextAttemptAt, sql`now()`)),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  const keys = sql.join(
    due.map((k) => sql`(${k.tenantId}::uuid, ${k.id}::uuid)`),
    sql`, `,
  );
  const claim =
    status === 'sending'
      ? { status, attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + ${SENDING_LEASE}` }
      : { status };
  return tx
    .update(emailOutbox)
    .set(claim)
    .where(sql`(${emailOutbox.tenantId}, ${emailOutbox.id}) in (${keys})`)
    .returning({
      tenantId: emailOutbox.tenantId,
      id: emailOutbox.id,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      text: emailOutbox.textBody,
      html: emailOutbox.htmlBody,
      attachments: emailOutbox.attachments,
      attempts: emailOutbox.attempts,
      credential: emailOutbox.credential,
    });
}

/** Records the outcome only if this worker still holds the claim (same attempt, still 'sending'). */
export async function settle(
  db: Database,
  row: ClaimedRow,
  update: PgUpdateSetSource<typeof emailOutbox>,
): Promise<void> {
  await db.platform((tx) =>
    tx
      .update(emailOutbox)
      .set(update)
      .where(
        and(
          eq(emailOutbox.tenantId, row.tenantId),
          eq(emailOutbox.id, row.id),
          eq(emailOutbox.status, 'sending'),
          eq(emailOutbox.attempts, row.attempts),
        ),
      ),
  );
}

/** The sender chosen in the console's platform settings, if any (else MAIL_FROM). */
export async function platformSender(tx: Tx): Promise<string | null> {
  const { rows } = await tx.execute<{ email_from: string | null }>(
    sql`select email_from from platform_settings where id = 1`,
  );
  return rows[0]?.email_from ?? null;
}
