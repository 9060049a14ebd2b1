import { z } from 'zod';
import {
  purchaseOrderCreateSchema,
  purchaseOrderFieldsSchema,
  taxRateToPercent,
  taxRatePercentInput,
  PURCHASE_ORDER_CHOOSABLE_STATUSES,
  type PurchaseOrderChoosableStatus,
  type PurchaseOrderCreateBody,
  type PurchaseOrderUpdateBody,
  type PurchaseOrderWithLines,
} from '@tradeworks/contracts/purchase-orders';
import { localDatePlusDays } from '@/lib/local-date';

/** The server's body schema, with the tax rate entered as a percentage (spec part 2 §5). */
export const purchaseOrderFormSchema = z.object({
  purchaseOrder: purchaseOrderFieldsSchema
    .omit({ taxRate: true, subtotal: true, taxAmount: true, total: true })
    .extend({ taxRatePercent: taxRatePercentInput }),
  lineItems: purchaseOrderCreateSchema.shape.lineItems,
});

export type PurchaseOrderFormInput = z.input<typeof purchaseOrderFormSchema>;
export type PurchaseOrderFormValues = z.output<typeof purchaseOrderFormSchema>;

export const emptyPurchaseOrder = (): PurchaseOrderFormInput => ({
  purchaseOrder: {
    supplier: '',
    supplierEmail: '',
    supplierPhone: '',
    status: 'draft',
    orderDate: localDatePlusDays(0),
    expectedDate: '',
    receivedDate: '',
    taxRatePercent: '8',
    shippingCost: '0.00',
    notes: '',
  },
  lineItems: [],
});

export function purchaseOrderToForm(po: PurchaseOrderWithLines): PurchaseOrderFormInput {
  return {
    purchaseOrder: {
      supplier: po.supplier,
      supplierEmail: po.supplierEmail ?? '',
      supplierPhone: po.supplierPhone ?? '',
      status: po.status,
      orderDate: po.orderDate,
      expectedDate: po.expectedDate ?? '',
      receivedDate: po.receivedDate ?? '',
      taxRatePercent: taxRateToPercent(po.taxRate),
      shippingCost: po.shippingCost,
      notes: po.notes ?? '',
    },
    lineItems: po.lineItems.map((l) => ({
      id: l.id,
      inventoryId: l.inventoryId,
      description: l.description,
      sku: l.sku ?? '',
      quantity: String(l.quantity),
      unitCost: l.unitCost,
    })),
  };
}

/** The request body: the percentage becomes the stored fraction ('' lets the server use 0.08). */
export function toPurchaseOrderBody(values: PurchaseOrderFormValues): PurchaseOrderUpdateBody {
  const { taxRatePercent, ...header } = values.purchaseOrder;
  return { purchaseOrder: { ...header, taxRate: taxRatePercent }, lineItems: values.lineItems };
}

const isChoosable = (status: string): status is PurchaseOrderChoosableStatus =>
  (PURCHASE_ORDER_CHOOSABLE_STATUSES as readonly string[]).includes(status);

/** A new order's body: its status is one of the free choices (receiving statuses come from receiving). */
export function toNewPurchaseOrderBody(values: PurchaseOrderFormValues): PurchaseOrderCreateBody {
  const { taxRatePercent, status, ...header } = values.purchaseOrder;
  return {
    purchaseOrder: { ...header, status: isChoosable(status) ? status : 'draft', taxRate: taxRatePercent },
    lineItems: values.lineItems,
  };
}
