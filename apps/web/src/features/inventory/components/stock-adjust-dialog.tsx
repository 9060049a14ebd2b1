import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import type { z } from 'zod';
import { STOCK_REASON_MAX, stockAdjustmentSchema, type InventoryItem } from '@tradeworks/contracts/inventory';
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
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useAdjustStock } from '../api/adjust-stock';

type AdjustInput = z.input<typeof stockAdjustmentSchema>;
type AdjustValues = z.output<typeof stockAdjustmentSchema>;

interface StockAdjustDialogProps {
  item: InventoryItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A stock count: the counted figure and why; written to the stock ledger. */
export function StockAdjustDialog({ item, open, onOpenChange }: StockAdjustDialogProps) {
  const adjust = useAdjustStock();
  const form = useForm<AdjustInput, unknown, AdjustValues>({ resolver: zodResolver(stockAdjustmentSchema) });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset({ newStock: String(item.currentStock), reason: '' });
  }, [open, item.currentStock, form]);

  const submit = (values: AdjustValues) =>
    adjust.mutate(
      { id: item.id, body: values },
      {
        onSuccess: ({ movement }) => {
          toast({
            title: 'Inventory item updated successfully',
            description: `Stock of ${item.name} set to ${movement.stockAfter} (was ${movement.stockBefore}).`,
          });
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Error updating inventory item'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Adjust Stock</DialogTitle>
          <DialogDescription>
            Record a stock count for {item.name}. Current stock: {item.currentStock}.
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(submit)}>
          <FormField label="New Stock" required error={errors.newStock?.message}>
            <Input type="number" min={0} step={1} inputMode="numeric" {...form.register('newStock')} />
          </FormField>
          <FormField
            label="Reason"
            error={errors.reason?.message}
            description={`Optional, up to ${STOCK_REASON_MAX} characters.`}
          >
            <Textarea
              rows={3}
              maxLength={STOCK_REASON_MAX + 50}
              {...form.register('reason')}
              placeholder="e.g. Cycle count, damaged units"
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={adjust.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={adjust.isPending}>
              {adjust.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Save Count
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
