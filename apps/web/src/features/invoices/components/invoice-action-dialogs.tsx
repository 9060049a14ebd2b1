import { useEffect, useState } from 'react';
import { PAYMENT_METHODS, type InvoiceListItem, type PaymentMethod } from '@tradeworks/contracts/invoices';
import { formatMoney } from '@tradeworks/contracts/money';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { InvoiceActionRunner } from './use-invoice-action-runner';

export type InvoiceDialog = { kind: 'markPaid' | 'cancel'; invoice: InvoiceListItem } | null;

const METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  check: 'Check',
  ach: 'ACH / bank transfer',
  card: 'Card',
  other: 'Other',
};

interface InvoiceActionDialogsProps {
  dialog: InvoiceDialog;
  onClose: () => void;
  runner: InvoiceActionRunner;
}

/** Mark Paid (records the balance as a payment, asking how it was paid) and Cancel (asks to confirm). */
export function InvoiceActionDialogs({ dialog, onClose, runner }: InvoiceActionDialogsProps) {
  const [method, setMethod] = useState<PaymentMethod>('other');
  useEffect(() => {
    if (dialog?.kind === 'markPaid') setMethod('other');
  }, [dialog]);
  const invoice = dialog?.invoice;

  return (
    <>
      <ConfirmDialog
        open={dialog?.kind === 'markPaid'}
        onOpenChange={(open) => !open && onClose()}
        title="Mark Paid"
        description={
          invoice
            ? `Record ${formatMoney(invoice.balanceDue)} received for invoice ${invoice.invoiceNumber} today.`
            : ''
        }
        confirmLabel="Mark Paid"
        pending={runner.updating}
        onConfirm={() => invoice && void runner.markPaid(invoice, method).then((ok) => ok && onClose())}
      >
        <FormField label="Payment Method" id="mark-paid-method">
          <Select value={method} onValueChange={(value) => setMethod(value as PaymentMethod)}>
            <SelectTrigger id="mark-paid-method">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PAYMENT_METHODS.map((value) => (
                <SelectItem key={value} value={value}>
                  {METHOD_LABELS[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog?.kind === 'cancel'}
        onOpenChange={(open) => !open && onClose()}
        title="Cancel invoice"
        description={
          invoice
            ? `Cancel invoice ${invoice.invoiceNumber}? It will no longer count as owed. This cannot be undone.`
            : ''
        }
        confirmLabel="Cancel Invoice"
        dismissLabel="Keep Invoice"
        destructive
        pending={runner.updating}
        onConfirm={() => invoice && void runner.cancel(invoice).then(() => onClose())}
      />
    </>
  );
}
