import { Link } from 'react-router';
import { JobStatusBadge } from '@/features/dispatching/public';
import { formatVisitTime } from '@/lib/format';
import { useOrganizationClock } from '@/lib/organization-clock';
import { useCan } from '@/lib/permissions';
import { useLocationJobs } from '../api/list-location-jobs';

/** A location's jobs, nearest first (the next visit, then the latest past ones; with "and N more"), for users who may see jobs. */
export function LocationRecentJobs({ clientId, locationId }: { clientId: string; locationId: string }) {
  const canView = useCan('dispatching');
  const jobs = useLocationJobs(clientId, locationId, canView);
  const { timeZone, differsFromDevice } = useOrganizationClock();
  if (!canView) return null;
  const more = jobs.data ? jobs.data.total - jobs.data.items.length : 0;
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-medium">Recent jobs</h4>
      {jobs.isPending ? null : jobs.isError ? (
        <p className="text-sm text-destructive">Failed to load jobs.</p>
      ) : jobs.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No jobs at this location yet.</p>
      ) : (
        <ul className="grid gap-1.5">
          {jobs.data.items.map((job) => (
            <li key={job.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <span className="min-w-0 text-sm">
                <Link to={`/dispatching/jobs/${job.id}`} className="font-medium hover:underline">
                  {job.jobNumber}
                </Link>{' '}
                · {job.serviceType} ·{' '}
                <time dateTime={job.scheduledDate} className="text-muted-foreground">
                  {formatVisitTime(job.scheduledDate, timeZone, { zoneName: differsFromDevice })}
                </time>
              </span>
              <JobStatusBadge status={job.status} />
            </li>
          ))}
        </ul>
      )}
      {more > 0 && <p className="text-sm text-muted-foreground">and {more} more...</p>}
    </div>
  );
}
