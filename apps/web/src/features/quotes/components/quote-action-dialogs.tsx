import { useEffect, useState } from 'react';
import { CONVERTED_INVOICE_DUE_DAYS, type QuoteListItem } from '@tradeworks/contracts/quotes';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { localDatePlusDays } from '@/lib/local-date';
import type { QuoteActionRunner } from './use-quote-action-runner';

export type QuoteDialog = { kind: 'convert' | 'delete'; quote: QuoteListItem } | null;

interface QuoteActionDialogsProps {
  dialog: QuoteDialog;
  onClose: () => void;
  runner: QuoteActionRunner;
  onDeleted?: () => void;
}

/** Convert (asks the invoice's due date, default today + 30 days) and delete (asks to confirm). */
export function QuoteActionDialogs({ dialog, onClose, runner, onDeleted }: QuoteActionDialogsProps) {
  const [dueDate, setDueDate] = useState(() => localDatePlusDays(CONVERTED_INVOICE_DUE_DAYS));
  useEffect(() => {
    if (dialog?.kind === 'convert') setDueDate(localDatePlusDays(CONVERTED_INVOICE_DUE_DAYS));
  }, [dialog]);
  const quote = dialog?.quote;

  return (
    <>
      <ConfirmDialog
        open={dialog?.kind === 'convert'}
        onOpenChange={(open) => !open && onClose()}
        title="Convert to Invoice"
        description={
          quote ? `Create a draft invoice from quote ${quote.quoteNumber} for ${quote.clientName}.` : ''
        }
        confirmLabel="Create Invoice"
        pending={runner.converting}
        onConfirm={() =>
          quote && dueDate && void runner.convert(quote, dueDate).then((ok) => ok && onClose())
        }
      >
        <FormField label="Due Date" required error={dueDate ? undefined : 'Due date is required'}>
          <Input
            type="date"
            className="dark:[color-scheme:dark]"
            value={dueDate}
            onChange={(event) => setDueDate(event.target.value)}
          />
        </FormField>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={(open) => !open && onClose()}
        title="Delete quote"
        description={
          quote
            ? `Are you sure you want to delete quote ${quote.quoteNumber}? This action cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        destructive
        pending={runner.deleting}
        onConfirm={() =>
          quote &&
          void runner.remove(quote).then((ok) => {
            onClose();
            if (ok) onDeleted?.();
          })
        }
      />
    </>
  );
}
