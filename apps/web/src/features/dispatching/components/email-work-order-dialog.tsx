import { workOrderEmailSchema } from '@tradeworks/contracts/work-orders';
import { Alert } from '@/components/ui/alert';
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
import { bodyOf, setServerErrors, useZodForm } from '@/lib/use-zod-form';
import { useEmailWorkOrder } from '../api/email-work-order';

interface Values {
  to: string;
  message: string;
}

const schema = bodyOf((v: Values) => ({ to: v.to.trim() || null, message: v.message }), workOrderEmailSchema);

interface EmailWorkOrderDialogProps {
  jobId: string;
  jobNumber: string;
  clientName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * E-mails the work order PDF to the client (their address unless another is entered) with an optional message;
 * it goes through the outbox and shows in the e-mail log.
 */
export function EmailWorkOrderDialog({
  jobId,
  jobNumber,
  clientName,
  open,
  onOpenChange,
}: EmailWorkOrderDialogProps) {
  const form = useZodForm<Values, { to: string | null; message: string | null }>(schema, {
    defaultValues: { to: '', message: '' },
  });
  const send = useEmailWorkOrder();
  const submit = form.handleSubmit((body) =>
    send.mutate(
      { jobId, body },
      {
        onSuccess: (sent) => {
          toast({ title: `Work order ${jobNumber} is on its way to ${sent.to}` });
          onOpenChange(false);
          form.reset();
        },
        onError: (error) => setServerErrors(form, error),
      },
    ),
  );
  const failed =
    send.error && !form.formState.errors.to ? errorMessage(send.error, 'Please try again.') : null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>E-mail work order {jobNumber}</DialogTitle>
            <DialogDescription>
              The work order PDF goes to {clientName}; leave the address empty to use the client’s.
            </DialogDescription>
          </DialogHeader>
          <FormField label="To" error={form.formState.errors.to?.message}>
            <Input
              type="email"
              autoComplete="email"
              placeholder="The client’s address"
              {...form.register('to')}
            />
          </FormField>
          <FormField label="Message" error={form.formState.errors.message?.message}>
            <Textarea
              rows={4}
              placeholder="Optional, above the standard text"
              {...form.register('message')}
            />
          </FormField>
          {failed && <Alert variant="destructive">{failed}</Alert>}
          <DialogFooter className="gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Sending…' : 'Send'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
