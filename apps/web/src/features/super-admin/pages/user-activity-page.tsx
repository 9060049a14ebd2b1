import { useParams } from 'react-router';
import { Building2, LogIn, ShieldAlert, SquarePen } from 'lucide-react';
import type { PlatformUser } from '@tradeworks/contracts/super-admin';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { useUserActivitySummary } from '../api/get-user-activity-summary';
import { ActivityLog } from '../components/activity-log';
import { ConsolePage } from '../components/console-page';
import { MetricCard } from '../components/metric-card';
import { WithUser } from '../components/user-load-state';
import { fullName } from '../lib/labels';

/** /admin/users/:userId/activity — overview, membership timeline and the user's log. */
export function UserActivityPage() {
  const { userId = '' } = useParams();
  return <WithUser userId={userId}>{(user) => <UserActivity user={user} />}</WithUser>;
}

const EVENT_TEXT = {
  added: (role: string | null) => `Added as ${role ?? 'member'}`,
  role_changed: (role: string | null, previous: string | null) => `Role changed from ${previous} to ${role}`,
  removed: (role: string | null) => `Removed (was ${role ?? 'member'})`,
};

function UserActivity({ user }: { user: PlatformUser }) {
  const summary = useUserActivitySummary(user.id);
  const name = fullName(user.firstName, user.lastName) || user.email;
  const o = summary.data?.overview;
  return (
    <ConsolePage
      title={`${name} Activity`}
      description={user.email}
      back={{ to: `/admin/users/${user.id}`, label: `Back to ${name}` }}
    >
      {summary.isError ? (
        <LoadError message="Failed to load activity. Please try again." onRetry={() => summary.refetch()} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <MetricCard
            label="Sign-ins (30 days)"
            icon={LogIn}
            value={o?.signIns30d}
            note={o && (o.lastSignInAt ? `Last ${formatRelativeTime(o.lastSignInAt)}` : 'Never signed in')}
          />
          <MetricCard label="Failed sign-ins (30 days)" icon={ShieldAlert} value={o?.failedSignIns30d} />
          <MetricCard
            label="Changes (30 days)"
            icon={SquarePen}
            value={o?.changes30d}
            note={o?.lastActivityAt ? `Last ${formatRelativeTime(o.lastActivityAt)}` : undefined}
          />
          <MetricCard label="Tenants" icon={Building2} value={o?.tenantCount} />
        </div>
      )}
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Membership Timeline</CardTitle>
        </CardHeader>
        <CardContent>
          {!summary.data ? (
            <Skeleton className="h-20" />
          ) : summary.data.membershipTimeline.length === 0 ? (
            <p className="text-sm text-muted-foreground">No membership changes recorded.</p>
          ) : (
            <ol className="relative grid gap-4 border-l pl-5" aria-label="Membership timeline">
              {summary.data.membershipTimeline.map((e, i) => (
                <li key={i} className="relative">
                  <span
                    aria-hidden="true"
                    className={`absolute -left-[1.6rem] top-1.5 size-2.5 rounded-full ${e.action === 'removed' ? 'bg-destructive' : e.action === 'added' ? 'bg-success' : 'bg-primary'}`}
                  />
                  <p className="text-sm font-medium">
                    {e.tenantName ?? 'Deleted tenant'}: {EVENT_TEXT[e.action](e.role, e.previousRole)}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                    {e.byEmail && ` · by ${e.byEmail}`}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
      <ActivityLog path={`/api/super-admin/users/${user.id}/activity`} title="Sign-ins and Changes" />
    </ConsolePage>
  );
}
