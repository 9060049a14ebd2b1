import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Loader2 } from 'lucide-react';
import {
  assignJobSchema,
  DEFAULT_JOB_DURATION,
  JOB_MESSAGES,
  type AssignJobBody,
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
import { bodyOf, useZodForm } from '@/lib/use-zod-form';
import { cn } from '@/lib/utils';
import { useAssignJob } from '../api/assign-job';
import { useJobCandidates } from '../api/list-job-candidates';
import { useOrganizationClock } from '@/lib/organization-clock';
import { zoneLabel } from '@tradeworks/contracts/zone-clock';
import { fromZonedInputs, toZonedInputs } from '../lib/dispatch-labels';
import { LoadBar, TechnicianStatusBadge } from './dispatch-badges';

interface AssignValues {
  technicianId: string;
  /** YYYY-MM-DD and HH:MM on the organization's clock. */
  scheduledDate: string;
  time: string;
  estimatedDuration: string;
  notes: string;
}

const EMPTY: AssignValues = {
  technicianId: '',
  scheduledDate: '',
  time: '',
  estimatedDuration: String(DEFAULT_JOB_DURATION),
  notes: '',
};

const toBody = (v: AssignValues, timeZone: string): AssignJobBody => ({
  technicianId: v.technicianId,
  scheduledDate: fromZonedInputs(v.scheduledDate, v.time, timeZone) ?? '',
  estimatedDuration: v.estimatedDuration,
  notes: v.notes,
});

/**
 * Assign Technician (pending jobs only): the working technicians for the chosen date and time (GET
 * /api/service-jobs/{id}/candidates), those who can take it first; the others say why not (off shift, at
 * capacity, missing skill) and cannot be chosen.
 */
export function AssignDialog({ job, onClose }: { job: ServiceJob | null; onClose: () => void }) {
  const assign = useAssignJob();
  const { timeZone, differsFromDevice } = useOrganizationClock();
  const schema = useMemo(() => bodyOf((v: AssignValues) => toBody(v, timeZone), assignJobSchema), [timeZone]);
  const form = useZodForm(schema, { defaultValues: EMPTY });
  const errors = form.formState.errors;
  const [technicianId, date, time, duration] = useWatch({
    control: form.control,
    name: ['technicianId', 'scheduledDate', 'time', 'estimatedDuration'],
  });
  // Recomputed whenever the date, time or duration changes: who is on shift, has room and the skills then.
  const at = date && time ? fromZonedInputs(date, time, timeZone) : null;
  const minutes = Number(duration) >= 15 ? Number(duration) : null;
  const technicians = useJobCandidates(job?.id, at, minutes);
  const chosen = technicians.data?.find((t) => t.id === technicianId);
  useEffect(() => {
    // A technician who cannot take the job at the new time is no longer chosen.
    if (technicianId && technicians.data && (!chosen || chosen.unavailableReason))
      form.setValue('technicianId', '');
  }, [technicianId, chosen, technicians.data, form]);

  useEffect(() => {
    if (!job) return;
    const local = toZonedInputs(job.scheduledDate, timeZone);
    form.reset({
      technicianId: '',
      scheduledDate: local.date,
      time: local.time,
      estimatedDuration: String(job.estimatedDuration || DEFAULT_JOB_DURATION),
      notes: '',
    });
  }, [job, timeZone, form]);

  const submit = form.handleSubmit(() => {
    if (!job) return;
    assign.mutate(
      { jobId: job.id, body: toBody(form.getValues(), timeZone) },
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
  });

  const list = technicians.data ?? [];
  const able = list.filter((t) => !t.unavailableReason);
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
            <p className="text-sm text-muted-foreground">No technicians are working that day.</p>
          ) : (
            <div role="radiogroup" aria-label="Technician" className="grid gap-2">
              {able.length === 0 && (
                <p className="text-sm text-muted-foreground">No technician can take this job at that time.</p>
              )}
              {list.map((tech) => (
                <label
                  key={tech.id}
                  className={cn(
                    'flex min-w-0 cursor-pointer flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                    technicianId === tech.id && 'border-primary bg-primary/5',
                    tech.unavailableReason && 'cursor-not-allowed bg-muted/40 opacity-80',
                  )}
                >
                  <input
                    type="radio"
                    name="technician"
                    value={tech.id}
                    disabled={Boolean(tech.unavailableReason)}
                    aria-describedby={tech.unavailableReason ? `why-${tech.id}` : undefined}
                    checked={technicianId === tech.id}
                    onChange={() =>
                      form.setValue('technicianId', tech.id, { shouldValidate: form.formState.isSubmitted })
                    }
                    className="sr-only"
                  />
                  <div className="min-w-40 flex-1">
                    <p className="font-medium">{tech.name}</p>
                    <p className="truncate text-xs text-muted-foreground">
                      {tech.skills.join(', ') || 'No skills listed'} · Rating {formatRating(tech.rating)}
                    </p>
                    {tech.unavailableReason && (
                      <p
                        id={`why-${tech.id}`}
                        className="text-xs font-medium text-amber-700 dark:text-amber-400"
                      >
                        {tech.unavailableReason}
                      </p>
                    )}
                  </div>
                  <TechnicianStatusBadge status={tech.status} />
                  <LoadBar current={tech.currentJobs} max={tech.maxJobs} />
                </label>
              ))}
            </div>
          )}
          {errors.technicianId && (
            <p role="alert" className="text-xs font-medium text-destructive">
              {errors.technicianId.message}
            </p>
          )}
        </fieldset>
        <div className="grid min-w-0 gap-4 sm:grid-cols-3">
          <FormField label="Date" error={errors.scheduledDate?.message} required>
            <Input type="date" {...form.register('scheduledDate')} />
          </FormField>
          <FormField label="Time" required description={differsFromDevice ? zoneLabel(timeZone) : undefined}>
            <Input type="time" {...form.register('time')} />
          </FormField>
          <FormField label="Duration (minutes)" error={errors.estimatedDuration?.message}>
            <Input type="number" min={15} step={15} {...form.register('estimatedDuration')} />
          </FormField>
        </div>
        <FormField label="Notes">
          <Textarea rows={2} {...form.register('notes')} />
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
