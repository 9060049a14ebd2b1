import { useMemo } from 'react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import {
  TIME_ENTRY_KINDS,
  TIME_ENTRY_KIND_LABELS,
  TIMESHEET_MESSAGES,
  timeEntryCorrectionSchema,
  type TimeEntry,
  type TimeEntryCorrectionBody,
} from '@tradeworks/contracts/timesheets';
import { zonedDate, zonedInstant, zonedTime } from '@tradeworks/contracts/zone-clock';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-client';
import { bodyOf, useZodForm } from '@/lib/use-zod-form';
import { useCorrectEntry } from '../api/correct-entry';

/** What the inputs hold: the start and end as a date and a time each on the organization's clock. */
interface CorrectionValues {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  kind: TimeEntry['kind'];
  reason: string;
}

/**
 * The correction route's own schema checks the body the inputs make (an end given only in part is no
 * instant), and the end may not come before the start.
 */
function correctionSchema(timeZone: string) {
  const toBody = (v: CorrectionValues): TimeEntryCorrectionBody => {
    const endGiven = Boolean(v.endDate || v.endTime);
    return {
      startedAt: zonedInstant(v.startDate, v.startTime, timeZone)?.toISOString() ?? '',
      ...(endGiven && { endedAt: zonedInstant(v.endDate, v.endTime, timeZone)?.toISOString() ?? '' }),
      kind: v.kind,
      reason: v.reason,
    };
  };
  return bodyOf(
    toBody,
    timeEntryCorrectionSchema.refine((b) => !b.endedAt || !b.startedAt || b.endedAt >= b.startedAt, {
      path: ['endedAt'],
      message: TIMESHEET_MESSAGES.endBeforeStart,
    }),
  );
}

interface CorrectEntryDialogProps {
  entry: TimeEntry;
  timeZone: string;
  onClose: () => void;
}

/** The office corrects an entry's times or kind, always with a reason (kept on the entry and audited). */
export function CorrectEntryDialog({ entry, timeZone, onClose }: CorrectEntryDialogProps) {
  const correct = useCorrectEntry();
  const schema = useMemo(() => correctionSchema(timeZone), [timeZone]);
  const form = useZodForm<CorrectionValues, TimeEntryCorrectionBody>(schema, {
    defaultValues: {
      startDate: zonedDate(entry.startedAt, timeZone),
      startTime: zonedTime(entry.startedAt, timeZone),
      endDate: entry.endedAt ? zonedDate(entry.endedAt, timeZone) : '',
      endTime: entry.endedAt ? zonedTime(entry.endedAt, timeZone) : '',
      kind: entry.kind,
      reason: '',
    },
  });
  const kinds = TIME_ENTRY_KINDS.filter((k) => (entry.jobId ? k !== 'shift' : k === 'shift'));

  const submit = form.handleSubmit((body) => correct.mutate({ id: entry.id, body }, { onSuccess: onClose }));
  // One message at a time, in the order the form reads: start, end, reason (the instants' messages are
  // keyed by the body's names, startedAt and endedAt).
  const errors = form.formState.errors as FieldErrors<CorrectionValues & TimeEntryCorrectionBody>;
  const error = errors.startedAt?.message ?? errors.endedAt?.message ?? errors.reason?.message ?? null;
  const serverError = correct.error
    ? isApiError(correct.error, 400)
      ? (Object.values(correct.error.fieldErrors ?? {})[0] ?? errorMessage(correct.error, 'Not saved'))
      : errorMessage(correct.error, 'Failed to save the correction')
    : null;
  const shown = error ?? serverError;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Correct time entry</DialogTitle>
          <DialogDescription>
            {TIME_ENTRY_KIND_LABELS[entry.kind]}
            {entry.jobNumber ? ` · ${entry.jobNumber}` : ''}. The reason is kept with the entry.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit}>
          {shown && (
            <p role="alert" className="text-sm text-destructive">
              {shown}
            </p>
          )}
          <div className="grid grid-cols-2 gap-3">
            <DateTimeField
              id="entry-start-date"
              label="Start date"
              type="date"
              {...form.register('startDate')}
            />
            <DateTimeField
              id="entry-start-time"
              label="Start time"
              type="time"
              {...form.register('startTime')}
            />
            <DateTimeField id="entry-end-date" label="End date" type="date" {...form.register('endDate')} />
            <DateTimeField id="entry-end-time" label="End time" type="time" {...form.register('endTime')} />
          </div>
          {kinds.length > 1 && (
            <div className="grid gap-1">
              <Label htmlFor="entry-kind">Kind</Label>
              <select
                id="entry-kind"
                className="h-9 rounded-md border border-input bg-background px-2 text-sm"
                {...form.register('kind')}
              >
                {kinds.map((k) => (
                  <option key={k} value={k}>
                    {TIME_ENTRY_KIND_LABELS[k]}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="grid gap-1">
            <Label htmlFor="entry-reason">Reason</Label>
            <Textarea id="entry-reason" rows={2} maxLength={500} {...form.register('reason')} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={correct.isPending}>
              {correct.isPending ? 'Saving...' : 'Save correction'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** One labelled date or time input of the correction form. */
function DateTimeField({
  id,
  label,
  type,
  ...field
}: { id: string; label: string; type: 'date' | 'time' } & UseFormRegisterReturn) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type={type} {...field} />
    </div>
  );
}
