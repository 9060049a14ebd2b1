import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import {
  CLIENT_CONTACT_TYPES,
  clientContactCreateSchema,
  type ClientContactCreateData,
  type ClientContactCreateBody,
} from '@tradeworks/contracts/clients';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { SelectField } from '@/components/select-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCreateClientContact } from '../api/create-client-contact';
import { CONTACT_TYPE_LABELS } from '../lib/client-labels';

interface LogContactDialogProps {
  clientId: string;
  clientName: string;
  /** Pre-filled "Contacted By": the signed-in user. */
  userName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Adds an entry to the client's contact log (contactType, subject, description, contactedBy, outcome, followUpDate). */
export function LogContactDialog({
  clientId,
  clientName,
  userName,
  open,
  onOpenChange,
}: LogContactDialogProps) {
  const create = useCreateClientContact(clientId);
  const empty: ClientContactCreateBody = {
    contactType: 'phone_call',
    subject: '',
    description: '',
    contactedBy: userName,
    outcome: '',
    followUpDate: '',
  };
  const form = useForm<ClientContactCreateBody, unknown, ClientContactCreateData>({
    resolver: zodResolver(clientContactCreateSchema),
    defaultValues: empty,
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Contact logged', description: `Added to ${clientName}'s contact log.` });
        form.reset(empty);
        onOpenChange(false);
      },
      onError: (error) => {
        if (isApiError(error)) {
          for (const [field, message] of Object.entries(error.fieldErrors ?? {}))
            form.setError(field as FieldPath<ClientContactCreateBody>, { message });
        }
        toast({
          title: 'Error logging contact',
          description: errorMessage(error, 'Failed to log contact.'),
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Log Contact</DialogTitle>
          <DialogDescription>Record a call, e-mail or visit with {clientName}.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          <SelectField
            control={form.control}
            name="contactType"
            id="log-contact-type"
            label="Contact Type"
            required
            error={errors.contactType?.message}
            options={CLIENT_CONTACT_TYPES.map((type) => ({ value: type, label: CONTACT_TYPE_LABELS[type] }))}
          />
          <FormField label="Follow-up Date" error={errors.followUpDate?.message}>
            <Input type="date" {...form.register('followUpDate')} />
          </FormField>
          <FormField label="Subject" required error={errors.subject?.message} className="sm:col-span-2">
            <Input {...form.register('subject')} />
          </FormField>
          <FormField label="Description" error={errors.description?.message} className="sm:col-span-2">
            <Textarea rows={3} {...form.register('description')} />
          </FormField>
          <FormField label="Contacted By" error={errors.contactedBy?.message}>
            <Input {...form.register('contactedBy')} />
          </FormField>
          <FormField label="Outcome" error={errors.outcome?.message}>
            <Input {...form.register('outcome')} />
          </FormField>
          <DialogFooter className="sm:col-span-2">
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={create.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Save Contact
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
