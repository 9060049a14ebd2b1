import { Loader2 } from 'lucide-react';
import { formatQuantity } from '@tradeworks/contracts/line-items';
import { formatMoney } from '@tradeworks/contracts/money';
import {
  QUOTE_ON_BEHALF_MESSAGES,
  quoteClientChoiceSchema,
  type QuoteClientChoiceBody,
  type QuoteClientChoiceData,
} from '@tradeworks/contracts/quote-on-behalf';
import { computeSelectedTotals, depositAmount } from '@tradeworks/contracts/quote-options';
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
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useRecordClientChoice } from '../api/record-client-choice';

interface RecordClientChoiceDialogProps {
  quote: QuoteDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The client answered by phone or in person: tick the optional lines they chose. The totals shown are a
 * preview; the server computes the approved total and deposit exactly as the portal's approval does.
 */
export function RecordClientChoiceDialog({ quote, open, onOpenChange }: RecordClientChoiceDialogProps) {
  const form = useZodForm<QuoteClientChoiceBody, QuoteClientChoiceData>(quoteClientChoiceSchema, {
    defaultValues: { acceptedOptionIds: [] },
  });
  const selected = form.watch('acceptedOptionIds');
  const record = useRecordClientChoice();
  const options = quote.lineItems.filter((line) => line.isOptional);
  const live = computeSelectedTotals(quote.lineItems, quote.taxRate, selected);
  const deposit = depositAmount(quote.deposit.type, quote.deposit.value, live.total);
  const toggle = (id: string) =>
    form.setValue(
      'acceptedOptionIds',
      selected.includes(id) ? selected.filter((chosen) => chosen !== id) : [...selected, id],
    );
  const submit = form.handleSubmit((body) =>
    record.mutate(
      { id: quote.id, body },
      {
        onSuccess: (saved) => {
          toast({
            title: QUOTE_ON_BEHALF_MESSAGES.choiceRecorded,
            description: `Quote ${saved.quoteNumber} approved at ${formatMoney(saved.acceptance?.approvedTotal ?? saved.total)}.`,
          });
          form.reset();
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Error',
            description: errorMessage(error, QUOTE_ON_BEHALF_MESSAGES.choiceFailed),
          }),
      },
    ),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Record client&apos;s choice</DialogTitle>
          <DialogDescription>
            Tick the optional items {quote.clientName} chose. Recording approves quote {quote.quoteNumber} on
            the client&apos;s behalf; it cannot be changed afterwards.
          </DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Optional items</legend>
          {options.map((line) => (
            <label
              key={line.id}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-dashed p-3 text-sm has-[:checked]:border-solid has-[:checked]:border-primary"
            >
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-primary"
                checked={selected.includes(line.id)}
                onChange={() => toggle(line.id)}
              />
              <span className="min-w-0 flex-1 break-words">
                {line.description}
                <span className="block text-xs text-muted-foreground tabular-nums">
                  {formatQuantity(line.quantity)} × {formatMoney(line.rate)}
                </span>
              </span>
              <span className="font-medium tabular-nums">{formatMoney(line.total)}</span>
            </label>
          ))}
        </fieldset>
        <dl className="ml-auto grid w-full max-w-xs gap-1.5 text-sm" aria-live="polite">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Subtotal</dt>
            <dd className="tabular-nums">{formatMoney(live.subtotal)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Tax</dt>
            <dd className="tabular-nums">{formatMoney(live.taxAmount)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t pt-1.5 text-base font-semibold">
            <dt>Total with the client&apos;s selection</dt>
            <dd className="tabular-nums">{formatMoney(live.total)}</dd>
          </div>
          {deposit && (
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Deposit requested</dt>
              <dd className="tabular-nums">{formatMoney(deposit)}</dd>
            </div>
          )}
        </dl>
        <DialogFooter>
          <Button
            type="button"
            variant="outline"
            onClick={() => onOpenChange(false)}
            disabled={record.isPending}
          >
            Cancel
          </Button>
          <Button type="button" onClick={() => void submit()} disabled={record.isPending}>
            {record.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Record choice &amp; approve
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
