import { Link, useLocation } from 'react-router';
import type { Thread } from '@tradeworks/contracts/messages';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { cn } from '@/lib/utils';

interface ThreadListProps {
  threads: Thread[];
  activeClientId?: string;
}

/** Conversations, most recent first: client, unread count, the last text and who answers. */
export function ThreadList({ threads, activeClientId }: ThreadListProps) {
  // Opening a conversation keeps the list's search and filter.
  const { search } = useLocation();
  return (
    <ul className="divide-y" aria-label="Conversations">
      {threads.map((thread) => {
        const active = thread.clientId === activeClientId;
        return (
          <li key={thread.id}>
            <Link
              to={{ pathname: `/messages/${thread.clientId}`, search }}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'grid gap-1 px-4 py-3 text-sm outline-none transition-colors hover:bg-muted/60 focus-visible:bg-muted',
                active && 'bg-muted',
              )}
            >
              <span className="flex items-center gap-2">
                <span className={cn('min-w-0 flex-1 truncate', thread.unreadCount > 0 && 'font-semibold')}>
                  {thread.clientName}
                </span>
                {thread.unreadCount > 0 && (
                  <span
                    className="rounded-full bg-primary px-1.5 py-px text-xs font-medium text-primary-foreground"
                    aria-label={`${thread.unreadCount} unread`}
                  >
                    {thread.unreadCount}
                  </span>
                )}
                <span
                  className="shrink-0 text-xs text-muted-foreground"
                  title={formatDateTime(thread.lastMessageAt)}
                >
                  {formatRelativeTime(thread.lastMessageAt)}
                </span>
              </span>
              <span className="truncate text-muted-foreground">
                {thread.lastDirection === 'outbound' ? 'You: ' : ''}
                {thread.lastMessagePreview}
              </span>
              <span className="text-xs text-muted-foreground">
                {thread.assigneeName ? `Assigned to ${thread.assigneeName}` : 'Office'}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
