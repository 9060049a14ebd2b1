import { useEffect, useState } from 'react';
import { Loader2 } from 'lucide-react';
import {
  assignJobSchema,
  DEFAULT_JOB_DURATION,
  JOB_MESSAGES,
  type ServiceJob,
} from '@tradeworks/contracts/service-jobs';
import { formatRating } from '@tradeworks/contracts/technicians';
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
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useAssignJob } from '../api/service-jobs';
import { useTechnicians } from '../api/technicians';
import { useOrganizationClock } from '@/lib/organization-clock';
import { zoneLabel } from '@tradeworks/contracts/zone-clock';
import { fromZonedInputs, toZonedInputs } from '../lib/dispatch-labels';
import { LoadBar, TechnicianStatusBadge } from './dispatch-badges';

/**
 * Assign Technician (pending jobs only): lists just the technicians who can take the job — active, not
 * offline, with its skills and under capacity that day (GET /api/technicians?forJob=) — with their load.
 */
export function AssignDialog({ job, onClose }: { job: ServiceJob | null; onClose: () => void }) {
  const assign = useAssignJob();
  const { timeZone, differsFromDevice } = useOrganizationClock();
  const technicians = useTechnicians({ forJob: job?.id, limit: 200 }, Boolean(job));
  const [technicianId, setTechnicianId] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [duration, setDuration] = useState(String(DEFAULT_JOB_DURATION));
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!job) return;
    const local = toZonedInputs(job.scheduledDate, timeZone);
    setTechnicianId('');
    setDate(local.date);
    setTime(local.time);
    setDuration(String(job.estimatedDuration || DEFAULT_JOB_DURATION));
    setNotes('');
    setErrors({});
  }, [job, timeZone]);

  const submit = () => {
    if (!job) return;
    const body = {
      technicianId,
      scheduledDate: fromZonedInputs(date, time, timeZone) ?? '',
      estimatedDuration: duration,
      notes,
    };
    const parsed = assignJobSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    assign.mutate(
      { jobId: job.id, body },
      {
        onSuccess: () => {
          toast({ title: JOB_MESSAGES.assignSuccess });
          onClose();
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Error',
            description: errorMessage(error, JOB_MESSAGES.assignFailed),
          }),
      },
    );
  };

  const list = technicians.data?.items ?? [];
  return (
    <Dialog open={Boolean(job)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg [&>*]:min-w-0">
        <DialogHeader>
          <DialogTitle>Assign Technician</DialogTitle>
          <DialogDescription>
            {job ? `${job.jobNumber} — ${job.clientName}, ${job.serviceType}` : ''}
          </DialogDescription>
        </DialogHeader>
        <fieldset className="grid min-w-0 gap-2">
          <legend className="mb-1 text-sm font-medium">Technician</legend>
          {technicians.isPending ? (
            <p className="text-sm text-muted-foreground">Loading technicians…</p>
          ) : list.length === 0 ? (
            <p className="text-sm text-muted-foreground">No technician can take this job that day.</p>
          ) : (
            <div role="radiogroup" aria-label="Technician" className="grid gap-2">
              {list.map((tech) => (
                <label
                  key={tech.id}
                  className={cn(
                    'flex min-w-0 cursor-pointer flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                    technicianId === tech.id && 'border-primary bg-primary/5',
                  )}
                >
                  <input
                    type="radio"
                    name="technician"
                    value={tech.id}
                    checked={technicianId === tech.id}
                    onChange={() => setTechnicianId(tech.id)}
                    className="sr-only"
                  />
                  <div className="min-w-40 flex-1">
                    <p className="font-medium">{tech.name}</p>
                    <p className="truncate text-xs text-muted-foreground">
                      {tech.skills.join(', ') || 'No skills listed'} · Rating {formatRating(tech.rating)}
                    </p>
                  </div>
                  <TechnicianStatusBadge status={tech.status} />
                  <LoadBar current={tech.currentJobs} max={tech.maxJobs} />
                </label>
              ))}
            </div>
          )}
          {errors.technicianId && (
            <p role="alert" className="text-xs font-medium text-destructive">
              {errors.technicianId}
            </p>
          )}
        </fieldset>
        <div className="grid min-w-0 gap-4 sm:grid-cols-3">
          <FormField label="Date" error={errors.scheduledDate} required>
            <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </FormField>
          <FormField label="Time" required description={differsFromDevice ? zoneLabel(timeZone) : undefined}>
            <Input type="time" value={time} onChange={(e) => setTime(e.target.value)} />
          </FormField>
          <FormField label="Duration (minutes)" error={errors.estimatedDuration}>
            <Input
              type="number"
              min={15}
              step={15}
              value={duration}
              onChange={(e) => setDuration(e.target.value)}
            />
          </FormField>
        </div>
        <FormField label="Notes">
          <Textarea value={notes} onChange={(e) => setNotes(e.target.value)} rows={2} />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={assign.isPending}>
            {assign.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Assign Job
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
