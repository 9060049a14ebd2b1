import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import {
  scheduleMoveSchema,
  type ScheduleConflict,
  type ScheduleJob,
  type ScheduleMoveData,
} from '@tradeworks/contracts/scheduling';
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
import { bodyOf, useZodForm } from '@/lib/use-zod-form';
import { cn } from '@/lib/utils';
import { isMovable } from '../lib/calendar-events';
import { zonedDate, zonedInstant, zonedTime } from '@tradeworks/contracts/zone-clock';
import type { Lane } from './calendar-types';

/** What a drop or the dialog sends to the move route. */
export type ScheduleChange = ScheduleMoveData;

/** The dialog's inputs: the date (named as the body's field, whose errors it shows), time, technician, minutes. */
interface ScheduleValues {
  scheduledDate: string;
  time: string;
  technicianId: string;
  estimatedDuration: string;
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
  // The move route's own schema checks the body the inputs make: a date and time on the organization's clock.
  const schema = useMemo(
    () =>
      bodyOf(
        (values: ScheduleValues) => ({
          scheduledDate: zonedInstant(values.scheduledDate, values.time, timeZone)?.toISOString() ?? '',
          technicianId:
            values.technicianId && values.technicianId !== job.technicianId ? values.technicianId : undefined,
          estimatedDuration: values.estimatedDuration,
        }),
        scheduleMoveSchema,
      ),
    [timeZone, job.technicianId],
  );
  const form = useZodForm<ScheduleValues, ScheduleMoveData>(schema, {
    defaultValues: {
      scheduledDate: zonedDate(job.scheduledDate, timeZone),
      time: zonedTime(job.scheduledDate, timeZone),
      technicianId: job.technicianId ?? '',
      estimatedDuration: String(job.estimatedDuration),
    },
  });
  // The server's refusal of the last save shows under its fields.
  const { setError } = form;
  useEffect(() => {
    for (const [field, message] of Object.entries(fieldErrors ?? {}))
      setError(field as keyof ScheduleValues, { type: 'server', message });
  }, [fieldErrors, setError]);
  const errors = form.formState.errors;
  const editable = canEdit && isMovable(job);
  const reassignable = job.status === 'pending' || job.status === 'assigned';
  const submit = form.handleSubmit(onSave);

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
          <FormField label="Date" required error={errors.scheduledDate?.message}>
            <Input type="date" disabled={!editable} {...form.register('scheduledDate')} />
          </FormField>
          <FormField label="Time" required description={`${timeZone} time`}>
            <Input type="time" step={900} disabled={!editable} {...form.register('time')} />
          </FormField>
          <FormField label="Technician" error={errors.technicianId?.message}>
            <select
              className={selectClass}
              disabled={!editable || !reassignable}
              {...form.register('technicianId')}
            >
              {!job.technicianId && <option value="">Unassigned</option>}
              {lanes.map((lane) => (
                <option key={lane.id} value={lane.id}>
                  {lane.title}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label="Duration (minutes)" required error={errors.estimatedDuration?.message}>
            <Input
              type="number"
              min={15}
              step={15}
              inputMode="numeric"
              disabled={!editable}
              {...form.register('estimatedDuration')}
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
