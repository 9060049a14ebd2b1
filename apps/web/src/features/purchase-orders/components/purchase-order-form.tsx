import { DEFAULT_TAX_RATE } from '@tradeworks/contracts/line-items';
import { useForm, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PURCHASE_ORDER_MESSAGES,
  choosablePurchaseOrderStatuses,
  PURCHASE_ORDER_STATUS_LABELS,
  percentToTaxRate,
  type PurchaseOrderWithLines,
} from '@tradeworks/contracts/purchase-orders';
import { FormActions } from '@/components/form-actions';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField } from '@/components/select-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { centsToString, liveCents, liveLineCents, liveTaxCents } from '@/lib/live-money';
import {
  emptyPurchaseOrder,
  purchaseOrderFormSchema,
  purchaseOrderToForm,
  type PurchaseOrderFormInput,
  type PurchaseOrderFormValues,
} from '../lib/purchase-order-form-schema';
import { PurchaseOrderLinesEditor } from './purchase-order-lines-editor';
import { PurchaseOrderLinesTable } from './purchase-order-lines-table';
import { PurchaseOrderTotals } from './purchase-order-totals';

interface PurchaseOrderFormProps {
  purchaseOrder?: PurchaseOrderWithLines;
  saving: boolean;
  onSubmit: (values: PurchaseOrderFormValues) => void;
  onCancel: () => void;
}

function LiveTotals({ control }: { control: Control<PurchaseOrderFormInput> }) {
  const lines = useWatch({ control, name: 'lineItems' }) ?? [];
  const percentText = String(useWatch({ control, name: 'purchaseOrder.taxRatePercent' }) ?? '').trim();
  const shipping = useWatch({ control, name: 'purchaseOrder.shippingCost' });
  let rate = DEFAULT_TAX_RATE;
  try {
    if (percentText !== '') rate = percentToTaxRate(String(Number(percentText)));
  } catch {
    rate = '0';
  }
  const subtotal = lines.reduce((sum, l) => sum + liveLineCents(l?.quantity, l?.unitCost), 0n);
  const tax = liveTaxCents(subtotal, rate);
  const ship = liveCents(shipping);
  return (
    <PurchaseOrderTotals
      subtotal={centsToString(subtotal)}
      taxRate={rate}
      taxAmount={centsToString(tax)}
      shippingCost={centsToString(ship)}
      total={centsToString(subtotal + tax + ship)}
    />
  );
}

/** Header fields, line items, tax as a percentage, shipping, notes and live totals. */
export function PurchaseOrderForm({ purchaseOrder, saving, onSubmit, onCancel }: PurchaseOrderFormProps) {
  const form = useForm<PurchaseOrderFormInput, unknown, PurchaseOrderFormValues>({
    resolver: zodResolver(purchaseOrderFormSchema),
    defaultValues: purchaseOrder ? purchaseOrderToForm(purchaseOrder) : emptyPurchaseOrder(),
  });
  const { errors } = form.formState;
  const head = errors.purchaseOrder;
  // A received order's lines are frozen (the server refuses changes); they are shown, not edited.
  const linesLocked = purchaseOrder?.status === 'received';

  const onInvalid = (invalid: FieldErrors<PurchaseOrderFormInput>) => {
    const noLines = invalid.lineItems?.root?.message ?? invalid.lineItems?.message;
    if (noLines)
      toast({ title: PURCHASE_ORDER_MESSAGES.noLinesTitle, description: noLines, variant: 'destructive' });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)} className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Order Details</CardTitle>
        </CardHeader>
        <CardContent className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <FormField label="Supplier" required error={head?.supplier?.message}>
            <Input {...form.register('purchaseOrder.supplier')} autoComplete="organization" />
          </FormField>
          <FormField label="Supplier Email" error={head?.supplierEmail?.message}>
            <Input type="email" {...form.register('purchaseOrder.supplierEmail')} autoComplete="email" />
          </FormField>
          <FormField label="Supplier Phone" error={head?.supplierPhone?.message}>
            <Input type="tel" {...form.register('purchaseOrder.supplierPhone')} autoComplete="tel" />
          </FormField>
          <FormField label="Order Date" required error={head?.orderDate?.message}>
            <Input type="date" {...form.register('purchaseOrder.orderDate')} />
          </FormField>
          <FormField label="Expected Date" error={head?.expectedDate?.message}>
            <Input type="date" {...form.register('purchaseOrder.expectedDate')} />
          </FormField>
          {purchaseOrder && (
            <FormField label="Received Date" error={head?.receivedDate?.message}>
              <Input type="date" {...form.register('purchaseOrder.receivedDate')} />
            </FormField>
          )}
          <SelectField
            control={form.control}
            name="purchaseOrder.status"
            id="purchase-order-status"
            label="Status"
            options={choosablePurchaseOrderStatuses(purchaseOrder?.status).map((s) => ({
              value: s,
              label: PURCHASE_ORDER_STATUS_LABELS[s],
            }))}
            error={head?.status?.message}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Line Items</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          {linesLocked ? (
            <>
              <p className="text-sm text-muted-foreground">
                This order has been received: its line items can no longer be changed.
              </p>
              <PurchaseOrderLinesTable lines={purchaseOrder.lineItems} />
            </>
          ) : (
            <PurchaseOrderLinesEditor
              control={form.control}
              register={form.register}
              setValue={form.setValue}
              errors={errors}
              stored={purchaseOrder?.lineItems}
            />
          )}
          <div className="grid gap-4 border-t pt-4 sm:grid-cols-2">
            <div className="grid gap-4 sm:grid-cols-2 sm:self-start">
              <FormField
                label="Tax Rate (%)"
                error={head?.taxRatePercent?.message}
                description="Empty uses 8%."
                className="content-start"
              >
                <Input
                  type="number"
                  min={0}
                  max={100}
                  step="0.01"
                  inputMode="decimal"
                  {...form.register('purchaseOrder.taxRatePercent')}
                />
              </FormField>
              <FormField
                label="Shipping Cost"
                required
                error={head?.shippingCost?.message}
                className="content-start"
              >
                <Input
                  type="number"
                  min={0}
                  step="0.01"
                  inputMode="decimal"
                  {...form.register('purchaseOrder.shippingCost')}
                />
              </FormField>
              <FormField label="Notes" error={head?.notes?.message} className="sm:col-span-2">
                <Textarea rows={3} {...form.register('purchaseOrder.notes')} />
              </FormField>
            </div>
            <LiveTotals control={form.control} />
          </div>
        </CardContent>
      </Card>

      <FormActions
        saving={saving}
        onCancel={onCancel}
        submitLabel={purchaseOrder ? 'Update Purchase Order' : 'Create Purchase Order'}
      />
    </form>
  );
}
