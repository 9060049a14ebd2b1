import { useEffect, useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { formatMoney } from '@tradeworks/contracts/money';
import { PAYMENT_METHOD_LABELS, type ManualPaymentMethod } from '@tradeworks/contracts/payments';
import { QUOTE_ON_BEHALF_MESSAGES } from '@tradeworks/contracts/quote-on-behalf';
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
import { errorMessage, isApiError } from '@/lib/api-client';
import { ManualPaymentFields } from '@/features/payments/public';
import { localDatePlusDays } from '@/lib/local-date';
import { useRecordQuoteDeposit } from '../api/record-quote-deposit';

const METHODS: ManualPaymentMethod[] = ['check', 'cash', 'ach'];

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
  const [amount, setAmount] = useState(due);
  const [method, setMethod] = useState<ManualPaymentMethod>('check');
  const [date, setDate] = useState(localDatePlusDays(0));
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const record = useRecordQuoteDeposit();
  useEffect(() => {
    if (!open) return;
    setAmount(due);
    setReference('');
    setErrors({});
  }, [open, due]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate(
      {
        id: quote.id,
        body: { amount: amount.trim(), method, date, reference: reference.trim() || undefined },
      },
      {
        onSuccess: (payment) => {
          toast({
            title: QUOTE_ON_BEHALF_MESSAGES.depositRecorded,
            description: `Deposit of ${formatMoney(payment.amount)} recorded for quote ${quote.quoteNumber}.`,
          });
          onOpenChange(false);
        },
        onError: (error) => {
          setErrors(isApiError(error) ? (error.fieldErrors ?? {}) : {});
          toast({
            variant: 'destructive',
            title: 'Error',
            description: errorMessage(error, QUOTE_ON_BEHALF_MESSAGES.depositFailed),
          });
        },
      },
    );
  };

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
            <FormField label="Amount" error={errors.amount} required>
              <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
            </FormField>
            <FormField label="Payment method" error={errors.method} required>
              <Select value={method} onValueChange={(value) => setMethod(value as ManualPaymentMethod)}>
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
              date={date}
              reference={reference}
              errors={errors}
              onDate={setDate}
              onReference={setReference}
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
