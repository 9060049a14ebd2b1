import type { JobPriority, JobStatus } from '@tradeworks/contracts/service-jobs';
import type { TechnicianStatus } from '@tradeworks/contracts/technicians';
import { Badge } from '@/components/ui/badge';
import {
  JOB_STATUS_LABELS,
  JOB_STATUS_VARIANTS,
  PRIORITY_LABELS,
  PRIORITY_VARIANTS,
  TECHNICIAN_STATUS_LABELS,
  TECHNICIAN_STATUS_VARIANTS,
} from '../lib/dispatch-labels';

export function PriorityBadge({ priority }: { priority: JobPriority }) {
  return <Badge variant={PRIORITY_VARIANTS[priority]}>{PRIORITY_LABELS[priority]}</Badge>;
}

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return <Badge variant={JOB_STATUS_VARIANTS[status]}>{JOB_STATUS_LABELS[status]}</Badge>;
}

export function TechnicianStatusBadge({ status }: { status: TechnicianStatus }) {
  return <Badge variant={TECHNICIAN_STATUS_VARIANTS[status]}>{TECHNICIAN_STATUS_LABELS[status]}</Badge>;
}

/** currentJobs ÷ maxJobs as a bar with its numbers. */
export function LoadBar({ current, max }: { current: number; max: number }) {
  const percent = max > 0 ? Math.min(100, Math.round((current / max) * 100)) : 0;
  const tone = percent >= 100 ? 'bg-destructive' : percent >= 75 ? 'bg-warning' : 'bg-success';
  return (
    <div className="flex min-w-28 items-center gap-2">
      <div
        className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
        role="meter"
        aria-label="Load"
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={current}
        aria-valuetext={`${current} of ${max} jobs`}
      >
        <div className={`h-full rounded-full ${tone}`} style={{ width: `${percent}%` }} />
      </div>
      <span className="text-xs tabular-nums text-muted-foreground">
        {current}/{max}
      </span>
    </div>
  );
}
