import type { Tx } from '../../db/client';
import { emailOutbox, type EmailAttachment, type OutboxCredential } from '../../db/schema';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
  relatedEntity?: string;
  relatedId?: string;
  /** The body holds a credential (a set-password link): tenant users may see that it was sent, not its text. */
  confidential?: boolean;
  /** A portal link the bodies show redacted, whose token the worker makes at delivery (outbox-credentials.ts). */
  credential?: OutboxCredential;
}

/**
 * Queues an e-mail in the caller's transaction: it is sent only if the change that causes it commits,
 * and it survives restarts until the worker delivers it.
 */
export async function enqueueEmail(tx: Tx, tenantId: string, email: OutgoingEmail): Promise<string> {
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      tenantId,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
      attachments: email.attachments ?? [],
      relatedEntity: email.relatedEntity,
      relatedId: email.relatedId,
      confidential: email.confidential ?? false,
      credential: email.credential,
    })
    .returning({ id: emailOutbox.id });
  return row.id;
}
