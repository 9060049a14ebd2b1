import type { ServiceJob } from '@tradeworks/contracts/service-jobs';
import { GripVertical } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { PriorityBadge } from '@/features/dispatching/public';
import { useUnassignedJobs } from '../api/list-unassigned-jobs';
import { formatInZone } from '@tradeworks/contracts/zone-clock';

const when = (iso: string, timeZone: string) =>
  formatInZone(iso, timeZone, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

interface UnassignedListProps {
  /** The organization's time zone: times read on its clock. */
  timeZone: string;
  canEdit: boolean;
  /** Dragging works in the lanes view: drop on a technician's lane at a time. */
  draggable: boolean;
  onDragStart: (job: ServiceJob) => void;
  onDragEnd: () => void;
  onSchedule: (job: ServiceJob) => void;
}

/** 'Unscheduled / unassigned': pending jobs without a technician, to drag onto a lane or schedule by dialog. */
export function UnassignedList({
  timeZone,
  canEdit,
  draggable,
  onDragStart,
  onDragEnd,
  onSchedule,
}: UnassignedListProps) {
  const { data, isPending, isError } = useUnassignedJobs();
  const jobs = data?.items ?? [];
  return (
    <Card className="flex min-h-0 flex-col" aria-labelledby="unassigned-title">
      <CardHeader className="p-4 pb-2 sm:p-4 sm:pb-2">
        <CardTitle id="unassigned-title">Unscheduled / unassigned</CardTitle>
        {draggable && canEdit && jobs.length > 0 && (
          <p className="text-xs text-muted-foreground">
            Drag a job onto a technician’s lane, or press Schedule.
          </p>
        )}
      </CardHeader>
      <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-3">
        {isPending && <Skeleton className="mx-2 h-16" />}
        {isError && <p className="px-2 text-sm text-destructive">Could not load unassigned jobs.</p>}
        {!isPending && !isError && jobs.length === 0 && (
          <p className="px-2 text-sm text-muted-foreground">Every job has a technician.</p>
        )}
        <ul className="grid gap-2">
          {jobs.map((job) => (
            <li
              key={job.id}
              draggable={draggable && canEdit}
              onDragStart={(e) => {
                e.dataTransfer.setData('text/plain', job.id);
                e.dataTransfer.effectAllowed = 'move';
                onDragStart(job);
              }}
              onDragEnd={onDragEnd}
              data-job-id={job.id}
              className="flex items-start gap-2 rounded-lg border bg-card p-2 text-sm data-[drag=true]:cursor-grab"
              data-drag={draggable && canEdit}
            >
              {draggable && canEdit && (
                <GripVertical className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {job.jobNumber}{' '}
                  <span className="font-normal text-muted-foreground">
                    · {when(job.scheduledDate, timeZone)}
                  </span>
                </p>
                <p className="truncate">{job.clientName}</p>
                <p className="truncate text-xs text-muted-foreground">
                  {job.serviceType} · {job.estimatedDuration} min
                </p>
                <div className="mt-1 flex items-center justify-between gap-2">
                  <PriorityBadge priority={job.priority} />
                  {canEdit && (
                    <Button size="sm" variant="outline" onClick={() => onSchedule(job)}>
                      Schedule<span className="sr-only"> {job.jobNumber}</span>
                    </Button>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
        {data && data.total > jobs.length && (
          <p className="px-2 pt-2 text-xs text-muted-foreground">
            Showing {jobs.length} of {data.total}; the rest are in the dispatching list.
          </p>
        )}
      </div>
    </Card>
  );
}
