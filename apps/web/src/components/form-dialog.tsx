import type { FormEventHandler, ReactNode } from 'react';
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

interface FormDialogBodyProps {
  /** The save is running: both buttons wait. */
  pending: boolean;
  onCancel: () => void;
  title: ReactNode;
  description: ReactNode;
  submitLabel: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's fields. */
  children: ReactNode;
}

/** A dialog's form: title and description, the fields, then Cancel and the submit button. */
export function FormDialogBody({
  pending,
  onCancel,
  title,
  description,
  submitLabel,
  onSubmit,
  children,
}: FormDialogBodyProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {children}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

interface FormDialogProps extends Omit<FormDialogBodyProps, 'onCancel'> {
  open: boolean;
  onClose: () => void;
  /** The dialog's width and scrolling; a small one by default. */
  className?: string;
}

/** An Add/Edit dialog holding one form; it stays open while the save runs. */
export function FormDialog({ open, onClose, className, ...body }: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !body.pending && onClose()}>
      <DialogContent className={cn('sm:max-w-md', className)}>
        <FormDialogBody onCancel={onClose} {...body} />
      </DialogContent>
    </Dialog>
  );
}
