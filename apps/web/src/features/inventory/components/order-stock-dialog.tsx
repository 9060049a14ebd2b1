import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import type { z } from 'zod';
import { suggestedOrderQuantity, type InventoryItem } from '@tradeworks/contracts/inventory';
import {
  purchaseOrderFieldsSchema,
  purchaseOrderLineInputSchema,
} from '@tradeworks/contracts/purchase-orders';
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
import { useCreatePurchaseOrder } from '@/features/purchase-orders/public';
import { localDatePlusDays } from '@/lib/local-date';
import { useUpdateInventoryItem } from '../api/update-inventory-item';

/** The dialog's fields, taken from the purchase-order schemas the server validates with. */
const orderSchema = purchaseOrderFieldsSchema
  .pick({ supplier: true, supplierEmail: true, expectedDate: true })
  .extend(purchaseOrderLineInputSchema.pick({ quantity: true, unitCost: true }).shape);
type OrderInput = z.input<typeof orderSchema>;
type OrderValues = z.output<typeof orderSchema>;

const defaults = (item: InventoryItem): OrderInput => ({
  supplier: item.supplier ?? '',
  supplierEmail: '',
  expectedDate: '',
  quantity: String(suggestedOrderQuantity(item)),
  unitCost: item.cost,
});

interface OrderStockDialogProps {
  item: InventoryItem | null;
  onOpenChange: (open: boolean) => void;
}

/** Order More Stock: creates a real purchase order for the part and marks the part as on order. */
export function OrderStockDialog({ item, onOpenChange }: OrderStockDialogProps) {
  const createOrder = useCreatePurchaseOrder();
  const markOrdered = useUpdateInventoryItem();
  const form = useForm<OrderInput, unknown, OrderValues>({ resolver: zodResolver(orderSchema) });
  const { errors } = form.formState;

  useEffect(() => {
    if (item) form.reset(defaults(item));
  }, [item, form]);

  const submit = async (values: OrderValues) => {
    if (!item) return;
    let poNumber: string;
    try {
      const created = await createOrder.mutateAsync({
        purchaseOrder: {
          supplier: values.supplier,
          supplierEmail: values.supplierEmail,
          expectedDate: values.expectedDate,
          orderDate: localDatePlusDays(0),
          status: 'draft',
          shippingCost: '0',
        },
        lineItems: [
          {
            inventoryId: item.id,
            description: item.name,
            sku: item.sku,
            quantity: values.quantity,
            unitCost: values.unitCost,
          },
        ],
      });
      poNumber = created.poNumber;
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Error creating purchase order'),
        variant: 'destructive',
      });
      return;
    }
    try {
      await markOrdered.mutateAsync({ id: item.id, body: { isOnOrder: true } });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Error updating inventory item'),
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Item marked as on order',
      description: `Purchase order ${poNumber} created successfully.`,
    });
    onOpenChange(false);
  };

  const busy = createOrder.isPending || markOrdered.isPending;
  return (
    <Dialog open={item !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Order More Stock</DialogTitle>
          <DialogDescription>
            {item ? `Create a purchase order for ${item.name}. It will be marked as on order.` : null}
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(submit)}>
          <FormField label="Supplier" required error={errors.supplier?.message}>
            <Input {...form.register('supplier')} autoComplete="organization" />
          </FormField>
          <FormField label="Supplier Email" error={errors.supplierEmail?.message}>
            <Input type="email" {...form.register('supplierEmail')} autoComplete="email" />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Quantity" required error={errors.quantity?.message}>
              <Input type="number" min={1} step={1} inputMode="numeric" {...form.register('quantity')} />
            </FormField>
            <FormField label="Unit Cost" required error={errors.unitCost?.message}>
              <Input type="number" min={0} step="0.01" inputMode="decimal" {...form.register('unitCost')} />
            </FormField>
          </div>
          <FormField label="Expected Date" error={errors.expectedDate?.message}>
            <Input type="date" {...form.register('expectedDate')} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
              Create Purchase Order
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
