import { useCan } from '@/lib/permissions';
import { useUnreadSummary } from '../api/get-inbox-extras';

/** The sidebar's count of unread texts beside Messages (nothing when there are none). */
export function UnreadTextsCount() {
  const allowed = useCan('messages', 'view');
  const summary = useUnreadSummary(allowed);
  const count = summary.data?.unreadMessages ?? 0;
  if (!allowed || count === 0) return null;
  return (
    <span
      className="rounded-full bg-primary px-1.5 py-px text-[10px] font-medium text-primary-foreground"
      aria-label={`${count} unread texts`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
