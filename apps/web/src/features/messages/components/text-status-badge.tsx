import type { Message } from '@tradeworks/contracts/messages';
import { Badge } from '@/components/ui/badge';
import { TEXT_STATUS } from '../lib/message-labels';

/** An outbound text's delivery state; a skipped or cancelled one says why, a failed one the provider's error. */
export function TextStatusBadge({ text }: { text: Pick<Message, 'status' | 'skipReason' | 'lastError'> }) {
  const status = TEXT_STATUS[text.status];
  const why =
    text.status === 'skipped' || text.status === 'cancelled'
      ? text.skipReason
      : text.status === 'failed'
        ? text.lastError
        : null;
  return (
    <Badge variant={status.variant} title={why ?? status.hint}>
      {status.label}
      {why ? `: ${why}` : ''}
    </Badge>
  );
}
