import { Phone } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useOrganizationClock } from '@/lib/organization-clock';
import { useJobTracking } from '../api/get-job-tracking';
import { formatDuration, formatTime } from '../lib/dispatch-labels';
import { JobStatusBadge, PriorityBadge, TechnicianStatusBadge } from './dispatch-badges';

/** Track: the job's technician, their stops that day in route order with planned arrivals, live status. */
export function TrackPanel({ jobId, onClose }: { jobId: string | null; onClose: () => void }) {
  const tracking = useJobTracking(jobId);
  const { timeZone, differsFromDevice } = useOrganizationClock();
  const data = tracking.data;
  return (
    <Dialog open={Boolean(jobId)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl [&>*]:min-w-0">
        <DialogHeader>
          <DialogTitle>Track {data?.jobNumber ?? 'job'}</DialogTitle>
          <DialogDescription>
            {data ? `Route of ${data.date}; refreshed every 30 seconds.` : 'Loading the route…'}
          </DialogDescription>
        </DialogHeader>
        {tracking.isPending ? (
          <Skeleton className="h-40" />
        ) : tracking.isError ? (
          <p className="text-sm text-destructive">Failed to load the route. Please try again.</p>
        ) : !data?.technician ? (
          <p className="text-sm text-muted-foreground">No technician is assigned to this job.</p>
        ) : (
          <div className="grid gap-4">
            <div className="flex flex-wrap items-center gap-2 rounded-lg border p-3">
              <p className="font-medium">{data.technician.name}</p>
              <TechnicianStatusBadge status={data.technician.status as 'available'} />
              {data.technician.phone && (
                <a
                  href={`tel:${data.technician.phone}`}
                  className="ml-auto flex items-center gap-1 text-sm whitespace-nowrap hover:underline"
                >
                  <Phone className="size-3.5" aria-hidden="true" />
                  {data.technician.phone}
                </a>
              )}
            </div>
            <ol className="grid gap-2" aria-label="Stops">
              {data.stops.map((stop) => (
                <li
                  key={stop.jobId}
                  className={cn(
                    'flex gap-3 rounded-lg border p-3 text-sm',
                    stop.jobId === data.jobId && 'border-primary bg-primary/5',
                  )}
                >
                  <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold tabular-nums">
                    {stop.routeOrder}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">
                      {formatTime(stop.plannedArrival, timeZone, { withZone: differsFromDevice })} ·{' '}
                      {stop.jobNumber}
                    </p>
                    <p className="text-xs break-words text-muted-foreground">
                      {stop.clientName} — {stop.address ?? 'no address'} ·{' '}
                      {formatDuration(stop.serviceMinutes)}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    <JobStatusBadge status={stop.status} />
                    <PriorityBadge priority={stop.priority} />
                  </div>
                </li>
              ))}
            </ol>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
