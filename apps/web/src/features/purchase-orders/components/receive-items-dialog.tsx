import { useEffect, useMemo } from 'react';
import { Loader2 } from 'lucide-react';
import { z } from 'zod';
import type { PurchaseOrderWithLines, ReceivePurchaseOrderBody } from '@tradeworks/contracts/purchase-orders';
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
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useReceivePurchaseOrder } from '../api/receive-purchase-order';
import { localDatePlusDays } from '@/lib/local-date';

interface ReceiveItemsDialogProps {
  purchaseOrder: PurchaseOrderWithLines;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface OpenLine {
  id: string;
  quantity: number;
  quantityReceived: number;
}

interface ReceiveValues {
  /** Per open line's id, the quantity as typed. */
  quantities: Record<string, string>;
  receivedDate: string;
}

/**
 * Each open line takes a whole number up to what is left (0 or empty: not this time); the body lists the lines
 * with a quantity, as the receive route's schema wants them.
 */
function receiveFormSchema(lines: OpenLine[]) {
  return z
    .object({ quantities: z.record(z.string(), z.string()), receivedDate: z.string() })
    .superRefine(({ quantities }, ctx) => {
      for (const line of lines) {
        const n = Number((quantities[line.id] ?? '').trim() || '0');
        const left = line.quantity - line.quantityReceived;
        const message =
          !Number.isInteger(n) || n < 0
            ? 'Enter a whole number of at least 0'
            : n > left
              ? `Cannot receive more than ordered: ${left} left to receive`
              : null;
        if (message) ctx.addIssue({ code: 'custom', path: ['quantities', line.id], message });
      }
    })
    .transform(
      ({ quantities, receivedDate }): ReceivePurchaseOrderBody => ({
        lines: lines.flatMap((line) => {
          const n = Number((quantities[line.id] ?? '').trim() || '0');
          return n > 0 ? [{ lineId: line.id, quantity: n }] : [];
        }),
        receivedDate,
      }),
    );
}

/** Receive what arrived: a quantity per open line (defaulting to what is left) and the date. */
export function ReceiveItemsDialog({ purchaseOrder, open, onOpenChange }: ReceiveItemsDialogProps) {
  const receive = useReceivePurchaseOrder();
  const open_ = purchaseOrder.lineItems.filter((l) => l.quantityReceived < l.quantity);
  const schema = useMemo(() => receiveFormSchema(open_), [open_]);
  const form = useZodForm<ReceiveValues, ReceivePurchaseOrderBody>(schema, {
    defaultValues: { quantities: {}, receivedDate: localDatePlusDays(0) },
  });
  const errors = form.formState.errors.quantities as Record<string, { message?: string }> | undefined;

  const { reset } = form;
  useEffect(() => {
    if (!open) return;
    reset({
      quantities: Object.fromEntries(open_.map((l) => [l.id, String(l.quantity - l.quantityReceived)])),
      receivedDate: localDatePlusDays(0),
    });
    // Reset only when the dialog opens, not while the order refetches behind it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately keyed on opening only
  }, [open]);

  const submit = form.handleSubmit(({ lines, receivedDate }) => {
    if (!lines.length) {
      toast({
        title: 'Nothing to receive',
        description: 'Enter a quantity for at least one line.',
        variant: 'destructive',
      });
      return;
    }
    receive.mutate(
      { id: purchaseOrder.id, body: { lines, receivedDate } },
      {
        onSuccess: (po) => {
          toast({
            title: 'Purchase order updated successfully',
            description:
              po.status === 'received'
                ? `${po.poNumber} fully received; stock updated.`
                : `${po.poNumber} partially received; stock updated.`,
          });
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Error updating purchase order'),
            variant: 'destructive',
          }),
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Receive Items</DialogTitle>
          <DialogDescription>
            Quantities received on {purchaseOrder.poNumber} are added to stock.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          {open_.map((line) => (
            <div
              key={line.id}
              className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_8rem] sm:items-end"
            >
              <div className="min-w-0 text-sm">
                <p className="truncate font-medium">{line.description}</p>
                <p className="text-muted-foreground">
                  Ordered {line.quantity} · Received {line.quantityReceived}
                </p>
              </div>
              <FormField
                label={
                  <>
                    Receive now<span className="sr-only"> {line.description}</span>
                  </>
                }
                error={errors?.[line.id]?.message}
              >
                <Input
                  type="number"
                  min={0}
                  max={line.quantity - line.quantityReceived}
                  step={1}
                  inputMode="numeric"
                  {...form.register(`quantities.${line.id}`)}
                />
              </FormField>
            </div>
          ))}
          <FormField label="Received Date">
            <Input type="date" required {...form.register('receivedDate')} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={receive.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={receive.isPending}>
              {receive.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Receive Items
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
