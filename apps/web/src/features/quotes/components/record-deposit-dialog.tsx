import { useEffect } from 'react';
import { Loader2 } from 'lucide-react';
import type { z } from 'zod';
import { formatMoney } from '@tradeworks/contracts/money';
import { PAYMENT_METHOD_LABELS, type ManualPaymentMethod } from '@tradeworks/contracts/payments';
import { QUOTE_ON_BEHALF_MESSAGES, quoteDepositPaymentSchema } from '@tradeworks/contracts/quote-on-behalf';
import type { QuoteDetail } from '@tradeworks/contracts/quotes';
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { setServerErrors, useZodForm } from '@/lib/use-zod-form';
import { ManualPaymentFields } from '@/features/payments/public';
import { localDatePlusDays } from '@/lib/local-date';
import { useRecordQuoteDeposit } from '../api/record-quote-deposit';

const METHODS: ManualPaymentMethod[] = ['check', 'cash', 'ach'];

interface DepositValues {
  amount: string;
  method: ManualPaymentMethod;
  date: string;
  reference: string;
}

interface RecordDepositDialogProps {
  quote: QuoteDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A deposit the client paid by check, cash or ACH, recorded against the approved quote; the amount starts at
 * what is due and the server refuses more. Converting the quote credits it to the invoice.
 */
export function RecordDepositDialog({ quote, open, onOpenChange }: RecordDepositDialogProps) {
  const due = quote.depositDue ?? '0.00';
  const form = useZodForm<DepositValues, z.output<typeof quoteDepositPaymentSchema>>(
    quoteDepositPaymentSchema,
    { defaultValues: { amount: due, method: 'check', date: localDatePlusDays(0), reference: '' } },
  );
  const errors = form.formState.errors;
  const record = useRecordQuoteDeposit();
  const { reset, getValues } = form;
  useEffect(() => {
    // Each opening starts at what is due; the method and date chosen last time stay.
    if (open) reset({ ...getValues(), amount: due, reference: '' });
  }, [open, due, reset, getValues]);

  const submit = form.handleSubmit((body) => {
    record.mutate(
      { id: quote.id, body: { ...body, reference: body.reference || undefined } },
      {
        onSuccess: (payment) => {
          toast({
            title: QUOTE_ON_BEHALF_MESSAGES.depositRecorded,
            description: `Deposit of ${formatMoney(payment.amount)} recorded for quote ${quote.quoteNumber}.`,
          });
          onOpenChange(false);
        },
        onError: (error) => {
          setServerErrors(form, error);
          toast({
            variant: 'destructive',
            title: 'Error',
            description: errorMessage(error, QUOTE_ON_BEHALF_MESSAGES.depositFailed),
          });
        },
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Record deposit</DialogTitle>
          <DialogDescription>
            Quote {quote.quoteNumber} · {quote.clientName}. Deposit due: {formatMoney(due)}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Amount" error={errors.amount?.message} required>
              <Input inputMode="decimal" {...form.register('amount')} />
            </FormField>
            <FormField label="Payment method" error={errors.method?.message} required>
              <Select
                value={form.watch('method')}
                onValueChange={(value) => form.setValue('method', value as ManualPaymentMethod)}
              >
                <SelectTrigger aria-label="Payment method">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {METHODS.map((value) => (
                    <SelectItem key={value} value={value}>
                      {PAYMENT_METHOD_LABELS[value]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
            <ManualPaymentFields
              date={form.watch('date')}
              reference={form.watch('reference')}
              errors={{ date: errors.date?.message, reference: errors.reference?.message }}
              onDate={(value) => form.setValue('date', value, { shouldValidate: form.formState.isSubmitted })}
              onReference={(value) =>
                form.setValue('reference', value, { shouldValidate: form.formState.isSubmitted })
              }
              referenceHint="Check number or receipt number"
            />
          </div>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={record.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={record.isPending}>
              {record.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Record deposit
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
