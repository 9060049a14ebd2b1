import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import {
  paymentMethodUpdateSchema,
  type PaymentMethod,
  type PaymentMethodUpdateData,
} from '@tradeworks/contracts/payment-methods';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

interface RenamePaymentMethodDialogProps {
  method: PaymentMethod | null;
  saving: boolean;
  onSave: (displayName: string) => void;
  onOpenChange: (open: boolean) => void;
}

/** Edit a saved method's display name ('Display name is required', the server's schema). */
export function RenamePaymentMethodDialog({
  method,
  saving,
  onSave,
  onOpenChange,
}: RenamePaymentMethodDialogProps) {
  const form = useForm<PaymentMethodUpdateData>({
    resolver: zodResolver(paymentMethodUpdateSchema),
    values: { displayName: method?.displayName ?? '' },
  });
  return (
    <Dialog open={method !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Edit Payment Method</DialogTitle>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) => onSave(values.displayName))}
        >
          <FormField label="Display Name" required error={form.formState.errors.displayName?.message}>
            <Input maxLength={100} {...form.register('displayName')} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving && <Loader2 className="animate-spin" aria-hidden="true" />}
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
