import { Wrench } from 'lucide-react';
import { SERVICE_HISTORY_PREVIEW } from '@tradeworks/contracts/clients';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { formatVisitTime } from '@/lib/format';
import { useOrganizationClock } from '@/lib/organization-clock';
import { useServiceHistory } from '../api/get-service-history';
import { JobStatusBadge } from './status-badges';

/**
 * The 5 most recent jobs; 'and N more...' beyond them; 'No service history available.' when none. Each job's
 * time is on the organization's clock (with the zone's short name when this device is elsewhere).
 */
export function ServiceHistoryCard({ clientId }: { clientId: string }) {
  const history = useServiceHistory(clientId);
  const { timeZone, differsFromDevice } = useOrganizationClock();
  const more = history.data ? history.data.total - history.data.items.length : 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Service History</CardTitle>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <div className="grid gap-2" role="status" aria-busy="true" aria-label="Loading service history">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : history.isError ? (
          <LoadError
            message="Failed to load service history. Please try again."
            onRetry={() => history.refetch()}
          />
        ) : history.data.items.length === 0 ? (
          <EmptyState icon={Wrench} className="py-6" description="No service history available." />
        ) : (
          <>
            <ul className="divide-y" aria-label={`The ${SERVICE_HISTORY_PREVIEW} most recent jobs`}>
              {history.data.items.map((entry) => (
                <li key={entry.id} className="flex items-start justify-between gap-3 py-2.5">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium">{entry.description}</p>
                    <p className="text-xs text-muted-foreground">
                      {entry.jobNumber} ·{' '}
                      <time dateTime={entry.scheduledDate}>
                        {formatVisitTime(entry.scheduledDate, timeZone, { zoneName: differsFromDevice })}
                      </time>
                    </p>
                  </div>
                  <JobStatusBadge status={entry.status} />
                </li>
              ))}
            </ul>
            {more > 0 && <p className="pt-2 text-sm text-muted-foreground">and {more} more...</p>}
          </>
        )}
      </CardContent>
    </Card>
  );
}
