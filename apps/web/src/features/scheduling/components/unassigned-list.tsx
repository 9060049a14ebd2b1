import type { ServiceJob } from '@tradeworks/contracts/service-jobs';
import { GripVertical } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { PriorityBadge } from '@/features/dispatching/public';
import { useUnassignedJobs } from '../api/list-unassigned-jobs';
import type { OutsideDragChannel } from '../lib/outside-drag';
import { usePointerDrag } from '../lib/use-pointer-drag';
import { formatInZone } from '@tradeworks/contracts/zone-clock';

const when = (iso: string, timeZone: string) =>
  formatInZone(iso, timeZone, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

interface UnassignedListProps {
  /** The organization's time zone: times read on its clock. */
  timeZone: string;
  canEdit: boolean;
  /** Dragging works in the lanes view: drop on a technician's lane at a time. */
  draggable: boolean;
  draggingId: string | null;
  /** Told where the pointer is while a job is dragged, and where it was let go. */
  outsideDrag: OutsideDragChannel;
  onDragStart: (job: ServiceJob) => void;
  onDragEnd: () => void;
  /** The keyboard way: the lanes take focus and the arrows move the job. */
  onPlace: (job: ServiceJob) => void;
  onSchedule: (job: ServiceJob) => void;
}

/**
 * 'Unscheduled / unassigned': pending jobs without a technician, to drag onto a lane (mouse, pen, or a
 * finger after a short hold), place with the keyboard (the grip button, then arrows and Enter), or
 * schedule by dialog.
 */
export function UnassignedList(props: UnassignedListProps) {
  const {
    timeZone,
    canEdit,
    draggable,
    draggingId,
    outsideDrag,
    onDragStart,
    onDragEnd,
    onPlace,
    onSchedule,
  } = props;
  const { data, isPending, isError } = useUnassignedJobs();
  const jobs = data?.items ?? [];
  const drag = usePointerDrag<ServiceJob>({
    onStart: (job) => onDragStart(job),
    onMove: (_, e) => outsideDrag.emit('move', e.clientX, e.clientY),
    onEnd: (_, e) => {
      outsideDrag.emit(e ? 'drop' : 'cancel', e?.clientX ?? 0, e?.clientY ?? 0);
      onDragEnd();
    },
  });
  const canDrag = draggable && canEdit;
  return (
    <Card className="flex min-h-0 flex-col" aria-labelledby="unassigned-title">
      <CardHeader className="p-4 pb-2 sm:p-4 sm:pb-2">
        <CardTitle id="unassigned-title">Unscheduled / unassigned</CardTitle>
        {canDrag && jobs.length > 0 && (
          <p className="text-xs text-muted-foreground">
            Drag a job onto a technician’s lane (on a touch screen, hold it first), or press Schedule.
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
              onPointerDown={(e) => {
                if (!canDrag || (e.target as Element).closest('button:not([data-grip])')) return;
                // No text selection while the mouse drags.
                if (e.pointerType === 'mouse') e.preventDefault();
                drag(job, e);
              }}
              data-job-id={job.id}
              className="flex items-start gap-2 rounded-lg border bg-card p-2 text-sm data-[drag=true]:cursor-grab data-[drag=true]:select-none data-[drag=true]:[-webkit-touch-callout:none] data-[dragging=true]:opacity-50"
              data-drag={canDrag}
              data-dragging={draggingId === job.id}
            >
              {canDrag && (
                <button
                  type="button"
                  data-grip
                  className="-m-1 rounded p-1 text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  aria-label={`Place ${job.jobNumber} on a lane`}
                  title="Drag onto a lane, or press Enter and move it with the arrow keys"
                  onClick={() => onPlace(job)}
                >
                  <GripVertical className="size-4" aria-hidden="true" />
                </button>
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
