import { useState } from 'react';
import {
  TIME_ENTRY_KINDS,
  TIME_ENTRY_KIND_LABELS,
  TIMESHEET_MESSAGES,
  type TimeEntry,
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
import { useCorrectEntry } from '../api/timesheets';

interface CorrectEntryDialogProps {
  entry: TimeEntry;
  timeZone: string;
  onClose: () => void;
}

/** The office corrects an entry's times or kind, always with a reason (kept on the entry and audited). */
export function CorrectEntryDialog({ entry, timeZone, onClose }: CorrectEntryDialogProps) {
  const correct = useCorrectEntry();
  const [startDate, setStartDate] = useState(zonedDate(entry.startedAt, timeZone));
  const [startTime, setStartTime] = useState(zonedTime(entry.startedAt, timeZone));
  const [endDate, setEndDate] = useState(entry.endedAt ? zonedDate(entry.endedAt, timeZone) : '');
  const [endTime, setEndTime] = useState(entry.endedAt ? zonedTime(entry.endedAt, timeZone) : '');
  const [kind, setKind] = useState(entry.kind);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const kinds = TIME_ENTRY_KINDS.filter((k) => (entry.jobId ? k !== 'shift' : k === 'shift'));

  const submit = () => {
    const startedAt = zonedInstant(startDate, startTime, timeZone);
    const endedAt = endDate || endTime ? zonedInstant(endDate, endTime, timeZone) : null;
    if (!startedAt) return setError('Enter the start time');
    if ((endDate || endTime) && !endedAt) return setError('Enter the end time');
    if (endedAt && endedAt < startedAt) return setError(TIMESHEET_MESSAGES.endBeforeStart);
    if (!reason.trim()) return setError(TIMESHEET_MESSAGES.reasonRequired);
    setError(null);
    correct.mutate(
      {
        id: entry.id,
        body: {
          startedAt: startedAt.toISOString(),
          ...(endedAt && { endedAt: endedAt.toISOString() }),
          kind,
          reason: reason.trim(),
        },
      },
      { onSuccess: onClose },
    );
  };
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
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
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
              value={startDate}
              onChange={setStartDate}
            />
            <DateTimeField
              id="entry-start-time"
              label="Start time"
              type="time"
              value={startTime}
              onChange={setStartTime}
            />
            <DateTimeField
              id="entry-end-date"
              label="End date"
              type="date"
              value={endDate}
              onChange={setEndDate}
            />
            <DateTimeField
              id="entry-end-time"
              label="End time"
              type="time"
              value={endTime}
              onChange={setEndTime}
            />
          </div>
          {kinds.length > 1 && (
            <div className="grid gap-1">
              <Label htmlFor="entry-kind">Kind</Label>
              <select
                id="entry-kind"
                className="h-9 rounded-md border border-input bg-background px-2 text-sm"
                value={kind}
                onChange={(e) => setKind(e.target.value as TimeEntry['kind'])}
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
            <Textarea
              id="entry-reason"
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
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
function DateTimeField(props: {
  id: string;
  label: string;
  type: 'date' | 'time';
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input
        id={props.id}
        type={props.type}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}
