import { useEffect, useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import type { PurchaseOrderWithLines } from '@tradeworks/contracts/purchase-orders';
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
import { useReceivePurchaseOrder } from '../api/receive-purchase-order';
import { localDatePlusDays } from '@/lib/local-date';

interface ReceiveItemsDialogProps {
  purchaseOrder: PurchaseOrderWithLines;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Receive what arrived: a quantity per open line (defaulting to what is left) and the date. */
export function ReceiveItemsDialog({ purchaseOrder, open, onOpenChange }: ReceiveItemsDialogProps) {
  const receive = useReceivePurchaseOrder();
  const open_ = purchaseOrder.lineItems.filter((l) => l.quantityReceived < l.quantity);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [receivedDate, setReceivedDate] = useState(localDatePlusDays(0));
  const [problems, setProblems] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!open) return;
    setQuantities(Object.fromEntries(open_.map((l) => [l.id, String(l.quantity - l.quantityReceived)])));
    setReceivedDate(localDatePlusDays(0));
    setProblems({});
    // Reset only when the dialog opens, not while the order refetches behind it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately keyed on opening only
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const lines = open_.flatMap((l) => {
      const text = (quantities[l.id] ?? '').trim();
      const n = Number(text || '0');
      const left = l.quantity - l.quantityReceived;
      if (!Number.isInteger(n) || n < 0) found[l.id] = 'Enter a whole number of at least 0';
      else if (n > left) found[l.id] = `Cannot receive more than ordered: ${left} left to receive`;
      return n > 0 && Number.isInteger(n) ? [{ lineId: l.id, quantity: n }] : [];
    });
    setProblems(found);
    if (Object.keys(found).length) return;
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
  };

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
                error={problems[line.id]}
              >
                <Input
                  type="number"
                  min={0}
                  max={line.quantity - line.quantityReceived}
                  step={1}
                  inputMode="numeric"
                  value={quantities[line.id] ?? ''}
                  onChange={(e) => setQuantities((q) => ({ ...q, [line.id]: e.target.value }))}
                />
              </FormField>
            </div>
          ))}
          <FormField label="Received Date">
            <Input
              type="date"
              value={receivedDate}
              onChange={(e) => setReceivedDate(e.target.value)}
              required
            />
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
