import type { AutomationKind } from '@tradeworks/contracts/messaging-settings';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { formatDateTime } from '@/lib/format';
import { useAutomationLog } from '../api/list-automation-log';
import { TextStatusBadge } from './text-status-badge';

/** An automation's newest texts: scheduled (with when), sent, delivered, skipped or cancelled with the reason. */
export function AutomationLog({ kind }: { kind: AutomationKind }) {
  const log = useAutomationLog(kind, true);
  if (log.isPending) return <Skeleton className="h-16" aria-label="Loading the log" />;
  if (log.isError)
    return <LoadError message="Failed to load the log. Please try again." onRetry={() => log.refetch()} />;
  if (!log.data.items.length)
    return <p className="text-sm text-muted-foreground">Nothing sent, scheduled or skipped yet.</p>;
  return (
    <div className="grid gap-1">
      <p className="text-xs text-muted-foreground">
        The latest {log.data.items.length} of {log.data.total}
      </p>
      <ul className="divide-y rounded-md border text-sm">
        {log.data.items.map((text) => {
          const scheduled = text.status === 'queued' && new Date(text.nextAttemptAt) > new Date();
          return (
            <li key={text.id} className="grid gap-1 px-3 py-2 sm:grid-cols-[10rem_1fr_auto] sm:items-center">
              <span className="font-medium">{text.clientName ?? text.toNumber}</span>
              <span className="truncate text-muted-foreground" title={text.body}>
                {text.body}
              </span>
              <span className="flex flex-wrap items-center gap-2 sm:justify-end">
                {scheduled ? (
                  <span className="text-xs text-muted-foreground">
                    Scheduled for {formatDateTime(text.nextAttemptAt)}
                  </span>
                ) : (
                  <span className="text-xs text-muted-foreground">
                    {formatDateTime(text.sentAt ?? text.createdAt)}
                  </span>
                )}
                <TextStatusBadge text={text} />
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
