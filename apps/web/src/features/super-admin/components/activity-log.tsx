import { useState } from 'react';
import { Link } from 'react-router';
import { ClipboardList, ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { useActivity, type ActivityFilters } from '../api/list-activity';
import { capitalize } from '../lib/labels';
import { ConsoleListCard } from './console-list-card';

const PAGE = 25;
const ALL = 'all';
const ENTITIES = [
  'session',
  'tenant',
  'user',
  'membership',
  'platform_settings',
  'client',
  'quote',
  'invoice',
];
const ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'create',
  'update',
  'delete',
  'status_change',
  'super_admin_access',
];

/** The real audit log, newest first, with entity, action, date and text filters (server-side, paged). */
export function ActivityLog({
  path,
  title = 'Activity Log',
  showTenant = true,
}: {
  path: string;
  title?: string;
  showTenant?: boolean;
}) {
  const [filters, setFilters] = useState<ActivityFilters>({ limit: PAGE, offset: 0 });
  const set = (patch: Partial<ActivityFilters>) => setFilters((f) => ({ ...f, offset: 0, ...patch }));
  const activity = useActivity(path, filters);
  // The card's search and pages, kept in this card (several pages hold a log beside other lists).
  const list = {
    search: filters.search ?? '',
    offset: filters.offset,
    update: (changes: { search?: string | number | null; offset?: string | number | null }) =>
      setFilters((f) => ({
        ...f,
        ...('search' in changes && { search: changes.search ? String(changes.search) : undefined }),
        offset: Number(changes.offset ?? 0),
      })),
  };

  return (
    <ConsoleListCard
      heading={title}
      noun="activity"
      list={list}
      searchPlaceholder="Search activity..."
      filters={
        <>
          <Select
            value={filters.entity ?? ALL}
            onValueChange={(v) => set({ entity: v === ALL ? undefined : v })}
          >
            <SelectTrigger aria-label="Filter by record type">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All record types</SelectItem>
              {ENTITIES.map((e) => (
                <SelectItem key={e} value={e}>
                  {capitalize(e)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Select
            value={filters.action ?? ALL}
            onValueChange={(v) => set({ action: v === ALL ? undefined : v })}
          >
            <SelectTrigger aria-label="Filter by action">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All actions</SelectItem>
              {ACTIONS.map((a) => (
                <SelectItem key={a} value={a}>
                  {capitalize(a)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <div className="grid gap-1">
            <Label htmlFor={`${path}-from`} className="sr-only">
              From date
            </Label>
            <Input
              id={`${path}-from`}
              type="date"
              aria-label="From date"
              value={filters.from ?? ''}
              onChange={(e) => set({ from: e.target.value || undefined })}
            />
          </div>
          <Input
            type="date"
            aria-label="To date"
            value={filters.to ?? ''}
            onChange={(e) => set({ to: e.target.value || undefined })}
          />
        </>
      }
      query={activity}
      loadingRows={3}
      pageSize={PAGE}
      pageNoun="entries"
      empty={{ icon: ClipboardList, title: 'No activity found.', searchTitle: 'No activity found.' }}
    >
      {(e) => (
        <li
          key={`${e.scope}-${e.id}`}
          className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-4"
        >
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium break-words">
              {e.summary ?? `${capitalize(e.entity)} ${e.action.replace(/_/g, ' ')}`}
            </p>
            <p className="text-xs text-muted-foreground break-words">
              {e.userId ? (
                <Link className="hover:underline" to={`/admin/users/${e.userId}/activity`}>
                  {e.userName || e.userEmail}
                </Link>
              ) : (
                'System'
              )}
              {e.actorIsSuperAdmin && (
                <span className="ml-1 inline-flex items-center gap-0.5 text-primary">
                  <ShieldCheck className="size-3" aria-hidden="true" /> super admin
                </span>
              )}
              {showTenant && e.tenantName && (
                <>
                  {' · '}
                  <Link className="hover:underline" to={`/admin/tenants/${e.tenantId}`}>
                    {e.tenantName}
                  </Link>
                </>
              )}
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            <Badge variant="outline">{capitalize(e.action)}</Badge>
            <time
              className="text-xs text-muted-foreground tabular-nums"
              dateTime={e.createdAt}
              title={formatDateTime(e.createdAt)}
            >
              {formatRelativeTime(e.createdAt)}
            </time>
          </div>
        </li>
      )}
    </ConsoleListCard>
  );
}
