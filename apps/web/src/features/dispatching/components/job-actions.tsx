import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CheckCircle2, FileText, Loader2, Play, RotateCcw, UserMinus, UserPlus, XCircle } from 'lucide-react';
import type { JobAction, ServiceJobDetail } from '@tradeworks/contracts/service-jobs';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useInvoiceJob } from '../api/invoice-job';
import { useJobAction } from '../api/run-job-action';
import { ACTION_LABELS } from '../lib/dispatch-labels';
import { AssignDialog } from './assign-dialog';

const ICONS = {
  start: Play,
  complete: CheckCircle2,
  cancel: XCircle,
  unassign: UserMinus,
  reopen: RotateCcw,
};
/** Actions that ask first: complete (the technician's notes) and cancel (an optional reason). */
const ASKS_FIRST = new Set<JobAction>(['complete', 'cancel']);
const DONE: Record<Exclude<JobAction, 'assign'>, string> = {
  start: 'Job started',
  complete: 'Job completed',
  cancel: 'Job cancelled',
  unassign: 'Job unassigned',
  reopen: 'Job reopened: pending again',
};

/** Exactly the transitions the server allows for this job (allowedActions), plus its invoice once completed. */
export function JobActions({ job }: { job: ServiceJobDetail }) {
  const canEdit = useCan('dispatching', 'edit');
  const canInvoice = useCan('invoices', 'edit');
  const navigate = useNavigate();
  const move = useJobAction();
  const invoice = useInvoiceJob();
  const [assigning, setAssigning] = useState(false);
  const [asking, setAsking] = useState<'complete' | 'cancel' | null>(null);
  const [notes, setNotes] = useState('');
  const [reason, setReason] = useState('');
  if (!canEdit) return null;

  const run = (action: Exclude<JobAction, 'assign'>, extra?: { notes?: string; reason?: string }) =>
    move.mutate(
      { jobId: job.id, action, ...extra },
      {
        onSuccess: () => {
          toast({ title: DONE[action], description: job.jobNumber });
          setAsking(null);
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Error',
            description: errorMessage(error, `Failed to ${ACTION_LABELS[action].toLowerCase()}`),
          }),
      },
    );

  return (
    <div className="flex flex-wrap gap-2">
      {job.allowedActions.map((action) => {
        if (action === 'assign')
          return (
            <Button key={action} onClick={() => setAssigning(true)}>
              <UserPlus aria-hidden="true" />
              Assign
            </Button>
          );
        const Icon = ICONS[action];
        return (
          <Button
            key={action}
            variant={action === 'cancel' || action === 'unassign' ? 'outline' : 'default'}
            disabled={move.isPending}
            onClick={() =>
              ASKS_FIRST.has(action) ? setAsking(action as 'complete' | 'cancel') : run(action)
            }
          >
            <Icon aria-hidden="true" />
            {ACTION_LABELS[action]}
          </Button>
        );
      })}
      {job.status === 'completed' && !job.invoiceId && canInvoice && (
        <Button
          disabled={invoice.isPending}
          onClick={() =>
            invoice.mutate(job.id, {
              onSuccess: (created) => {
                toast({
                  title: 'Invoice created',
                  description: `Draft ${created.invoiceNumber} for ${created.clientName}`,
                });
                navigate(`/invoices/${created.id}`);
              },
              onError: (error) =>
                toast({
                  variant: 'destructive',
                  title: 'Error',
                  description: errorMessage(error, 'Failed to create invoice'),
                }),
            })
          }
        >
          {invoice.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <FileText aria-hidden="true" />
          )}
          Create Invoice
        </Button>
      )}
      <AssignDialog job={assigning ? job : null} onClose={() => setAssigning(false)} />
      <ConfirmDialog
        open={asking === 'cancel'}
        onOpenChange={(open) => setAsking(open ? 'cancel' : null)}
        title={`Cancel ${job.jobNumber}?`}
        description={`The job for ${job.clientName} leaves the schedule${
          job.technicianName ? ` and ${job.technicianName}'s day` : ''
        }. You can reopen it later.`}
        confirmLabel="Cancel Job"
        dismissLabel="Keep Job"
        destructive
        pending={move.isPending}
        onConfirm={() => run('cancel', { reason: reason.trim() || undefined })}
      >
        <FormField label="Reason (optional)" description="Kept on the job and in its activity.">
          <Textarea rows={3} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
        </FormField>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'complete'}
        onOpenChange={(open) => setAsking(open ? 'complete' : null)}
        title={`Complete ${job.jobNumber}`}
        description="The technician's notes are kept with the job and its invoice."
        confirmLabel="Complete Job"
        pending={move.isPending}
        onConfirm={() => run('complete', { notes })}
      >
        <FormField label="Technician notes">
          <Textarea rows={4} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </FormField>
      </ConfirmDialog>
    </div>
  );
}
