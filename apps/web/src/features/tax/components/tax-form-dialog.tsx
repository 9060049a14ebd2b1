import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { setServerErrors } from '@/lib/use-zod-form';
import { toastTaxFailure, toastTaxSuccess } from './tax-toasts';

interface TaxFormDialogProps {
  open: boolean;
  pending: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  className?: string;
  /** The form's fields. */
  children: ReactNode;
}

/** The frame of Settings → Tax's Add/Edit dialogs: title, description, the fields, Cancel and submit. */
export function TaxFormDialog({
  open,
  pending,
  onClose,
  title,
  description,
  submitLabel,
  onSubmit,
  className,
  children,
}: TaxFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent className={cn('sm:max-w-md', className)}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** What a save does next: "Tax rate X added/saved" and close, or the server's field errors (else a toast). */
export function taxSaveCallbacks<Values extends FieldValues>(
  noun: 'Tax rate' | 'Tax group',
  editing: boolean,
  form: { setError: UseFormSetError<Values> },
  onClose: () => void,
) {
  return {
    onSuccess: (saved: { name: string }) => {
      toastTaxSuccess(`${noun} ${saved.name} ${editing ? 'saved' : 'added'}`);
      onClose();
    },
    onError: (error: unknown) => {
      if (!setServerErrors(form, error)) toastTaxFailure(error, `Failed to save the ${noun.toLowerCase()}`);
    },
  };
}
