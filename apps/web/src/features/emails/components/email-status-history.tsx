import type { EmailDetail } from '@tradeworks/contracts/emails';
import { formatDateTime } from '@/lib/format';
import { EmailStatusBadge } from './email-status-badge';

type HistoryEntry = EmailDetail['history'][number];

/** What an entry means in words: a retry, a resend and the first queueing all enter 'queued'. */
function describe(entry: HistoryEntry, index: number): string {
  switch (entry.status) {
    case 'queued':
      if (index === 0) return 'Written to the outbox';
      return entry.error
        ? `Attempt ${entry.attempts} did not go through; it will be tried again`
        : 'Queued again from the e-mail log';
    case 'sending':
      return `Attempt ${entry.attempts}: handed to the mail server`;
    case 'sent':
      return 'Accepted by the mail server';
    case 'failed':
      return `Gave up after ${entry.attempts} attempt${entry.attempts === 1 ? '' : 's'}`;
    case 'captured':
      return 'Kept in the app: no mail server is configured, so it was not delivered';
    case 'cancelled':
      return entry.error ? `Taken back: ${entry.error}` : 'Taken back before it was sent';
  }
}

/** Every status the message entered, oldest first, with the error of each failed attempt. */
export function EmailStatusHistory({ history }: { history: HistoryEntry[] }) {
  if (history.length === 0) return <p className="text-sm text-muted-foreground">No status recorded.</p>;
  return (
    <ol className="grid gap-3" aria-label="Status history">
      {history.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr] sm:gap-3">
          <time className="text-muted-foreground tabular-nums" dateTime={entry.at}>
            {formatDateTime(entry.at)}
          </time>
          <div className="grid gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <EmailStatusBadge status={entry.status} />
              <span>{describe(entry, index)}</span>
            </div>
            {entry.error && entry.status !== 'cancelled' && (
              <p className="text-xs wrap-anywhere text-red-700 dark:text-red-300">Error: {entry.error}</p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
