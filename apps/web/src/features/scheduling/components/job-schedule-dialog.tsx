import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ScheduleConflict, ScheduleJob } from '@tradeworks/contracts/scheduling';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { JobStatusBadge, PriorityBadge } from '@/features/dispatching/public';
import { cn } from '@/lib/utils';
import { isMovable } from '../lib/calendar-events';
import { zonedDate, zonedInstant, zonedTime } from '@tradeworks/contracts/zone-clock';
import type { Lane } from './calendar-types';

export interface ScheduleChange {
  scheduledDate: string;
  technicianId?: string;
  estimatedDuration: number;
}

interface JobScheduleDialogProps {
  /** The calendar's projection of the job (a full job from the unassigned list fits too). */
  job: ScheduleJob;
  /** Date and time are read and written on the organization's clock, not the browser's. */
  timeZone: string;
  lanes: Lane[];
  conflicts: ScheduleConflict[];
  canEdit: boolean;
  saving: boolean;
  shifting: boolean;
  fieldErrors?: Record<string, string>;
  onSave: (change: ScheduleChange) => void;
  onShiftLater: () => void;
  onClose: () => void;
}

const selectClass = cn(
  'flex h-9 w-full rounded-md border border-input bg-background px-3 py-1 text-sm shadow-xs outline-none',
  'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
);

/**
 * The keyboard way to do what a drag does: date, time, technician and duration of one job, sent through the
 * same move route (the server's rules and messages apply). Also 'Shift later visits' for a job on a day.
 */
export function JobScheduleDialog(props: JobScheduleDialogProps) {
  const { job, timeZone, lanes, conflicts, canEdit, saving, shifting, fieldErrors } = props;
  const { onSave, onShiftLater, onClose } = props;
  const [date, setDate] = useState(zonedDate(job.scheduledDate, timeZone));
  const [time, setTime] = useState(zonedTime(job.scheduledDate, timeZone));
  const [technicianId, setTechnicianId] = useState(job.technicianId ?? '');
  const [duration, setDuration] = useState(String(job.estimatedDuration));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const editable = canEdit && isMovable(job);
  const reassignable = job.status === 'pending' || job.status === 'assigned';
  const shown = { ...fieldErrors, ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    const when = zonedInstant(date, time, timeZone);
    if (!when) next.scheduledDate = 'Scheduled date is required';
    const minutes = Number(duration);
    if (!Number.isInteger(minutes) || minutes < 15)
      next.estimatedDuration = 'Duration must be at least 15 minutes';
    else if (minutes % 15 !== 0) next.estimatedDuration = 'Duration must be in 15-minute steps';
    setErrors(next);
    if (Object.keys(next).length || !when) return;
    onSave({
      scheduledDate: when.toISOString(),
      technicianId: technicianId && technicianId !== job.technicianId ? technicianId : undefined,
      estimatedDuration: minutes,
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {job.jobNumber} · {job.clientName}
          </DialogTitle>
          <DialogDescription>
            {job.serviceType}
            {job.address ? ` · ${job.address}` : ''}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap gap-2">
          <JobStatusBadge status={job.status} />
          <PriorityBadge priority={job.priority} />
        </div>
        {conflicts.length > 0 && (
          <ul
            className="grid gap-1 rounded-lg border border-destructive/40 p-2 text-sm text-destructive"
            aria-label="Conflicts"
          >
            {conflicts.map((c) => (
              <li key={`${c.kind}-${c.otherJobId ?? ''}`}>{c.message}</li>
            ))}
          </ul>
        )}
        <form id="job-schedule-form" onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate>
          <FormField label="Date" required error={shown.scheduledDate}>
            <Input type="date" value={date} disabled={!editable} onChange={(e) => setDate(e.target.value)} />
          </FormField>
          <FormField label="Time" required description={`${timeZone} time`}>
            <Input
              type="time"
              step={900}
              value={time}
              disabled={!editable}
              onChange={(e) => setTime(e.target.value)}
            />
          </FormField>
          <FormField label="Technician" error={shown.technicianId}>
            <select
              className={selectClass}
              value={technicianId}
              disabled={!editable || !reassignable}
              onChange={(e) => setTechnicianId(e.target.value)}
            >
              {!job.technicianId && <option value="">Unassigned</option>}
              {lanes.map((lane) => (
                <option key={lane.id} value={lane.id}>
                  {lane.title}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label="Duration (minutes)" required error={shown.estimatedDuration}>
            <Input
              type="number"
              min={15}
              step={15}
              inputMode="numeric"
              value={duration}
              disabled={!editable}
              onChange={(e) => setDuration(e.target.value)}
            />
          </FormField>
        </form>
        <DialogFooter className="flex-wrap gap-2 sm:justify-between">
          <Button asChild variant="link" className="px-0">
            <Link to={`/dispatching/jobs/${job.id}`}>Open job details</Link>
          </Button>
          <div className="flex flex-wrap gap-2">
            {canEdit && job.technicianId && job.status !== 'pending' && job.status !== 'cancelled' && (
              <Button type="button" variant="outline" disabled={shifting} onClick={onShiftLater}>
                Shift later visits
              </Button>
            )}
            {editable && (
              <Button type="submit" form="job-schedule-form" disabled={saving}>
                {saving ? 'Saving…' : 'Save'}
              </Button>
            )}
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
