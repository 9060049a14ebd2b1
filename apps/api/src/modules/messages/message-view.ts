import type { Message } from '@tradeworks/contracts/messages';
import type { MessageRow } from './messages.repository';
import { isoOrNull as iso } from '../../http/iso-or-null';

/** A text as the contract shows it. */
export function toMessage(row: MessageRow): Message {
  return {
    ...row,
    media: row.media.map((m) => ({ id: m.id, contentType: m.contentType })),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: iso(row.sentAt),
    deliveredAt: iso(row.deliveredAt),
    createdAt: row.createdAt.toISOString(),
  };
}
