import { toCents } from '@tradeworks/contracts/money';
import { purchaseOrderLineItems, purchaseOrders } from '../schema';
import { SUPPLIERS, type DemoItem, type StockReceipt } from './demo-catalogue';
import { forSize, priceLines, type TenantSeed } from './demo-context';

export type DemoPurchaseOrder = typeof purchaseOrders.$inferSelect;
type Status = DemoPurchaseOrder['status'];

interface PoRow {
  status: Status;
  supplier: keyof typeof SUPPLIERS;
  /** Days before today the order was placed; expected and received relative to today. */
  ordered: number;
  expected: number;
  received: number | null;
  shipping: string;
  notes: string | null;
  /** SKU, quantity ordered, quantity received */
  lines: [string, number, number][];
  small?: boolean;
}

const ORDERS: PoRow[] = [
  {
    status: 'cancelled',
    supplier: 'capital',
    ordered: 40,
    expected: -33,
    received: null,
    shipping: '0.00',
    notes: 'Supplier discontinued reclaimed R-22; order cancelled.',
    lines: [['REF-R22-30', 2, 0]],
  },
  {
    status: 'received',
    supplier: 'lonestar',
    ordered: 30,
    expected: -24,
    received: -24,
    shipping: '45.00',
    small: true,
    notes: 'Spring filter and thermostat restock.',
    lines: [
      ['FLT-16251-M8', 60, 60],
      ['OTH-TAB-24', 12, 12],
      ['TST-PRG-7D', 6, 6],
    ],
  },
  {
    status: 'partially_received',
    supplier: 'capital',
    ordered: 12,
    expected: -5,
    received: -6,
    shipping: '38.50',
    notes: 'R-32 cylinders back-ordered by the supplier.',
    lines: [
      ['REF-410A-25', 6, 4],
      ['REF-R32-25', 4, 0],
    ],
  },
  {
    status: 'confirmed',
    supplier: 'gulf',
    ordered: 5,
    expected: 3,
    received: null,
    shipping: '35.00',
    small: true,
    notes: 'Motors and capacitors for the summer change-outs.',
    lines: [
      ['MTR-ECM-050', 4, 0],
      ['CAP-455-440', 24, 0],
    ],
  },
  {
    status: 'sent',
    supplier: 'duct',
    ordered: 2,
    expected: 7,
    received: null,
    shipping: '60.00',
    notes: null,
    lines: [
      ['DCT-FLX-8-25', 10, 0],
      ['DCT-TAPE-60', 24, 0],
    ],
  },
  {
    status: 'draft',
    supplier: 'safe',
    ordered: 0,
    expected: 10,
    received: null,
    shipping: '0.00',
    notes: 'Safety glasses running low.',
    lines: [
      ['SAF-GLS-AF', 24, 0],
      ['SAF-GLV-100', 10, 0],
    ],
  },
];

/** Purchase orders in every status with exact totals; returns the stock receipts for the ledger. */
export async function seedPurchasing(seed: TenantSeed, items: DemoItem[]) {
  const { scope, clock, numbers, staff } = seed;
  const bySku = new Map(items.map((i) => [i.sku!, i]));
  const orders: DemoPurchaseOrder[] = [];
  const receipts: StockReceipt[] = [];
  for (const po of forSize(seed, ORDERS)) {
    const lines = po.lines.filter(([sku]) => bySku.has(sku));
    if (!lines.length) continue;
    const createdAt = clock.ago(po.ordered + 0.2);
    const priced = priceLines(
      lines.map(([sku, quantity, received]) => ({
        item: bySku.get(sku)!,
        quantity: String(quantity),
        rate: bySku.get(sku)!.cost,
        received,
      })),
      '0.0800',
      toCents(po.shipping),
    );
    const supplier = SUPPLIERS[po.supplier];
    const poNumber = numbers.next('purchase_order', createdAt);
    const complete = po.status === 'received';
    const [order] = await scope.tx
      .insert(purchaseOrders)
      .values({
        tenantId: scope.tenantId,
        poNumber,
        supplier: supplier.name,
        supplierEmail: supplier.email,
        supplierPhone: supplier.phone,
        status: po.status,
        orderDate: clock.date(-po.ordered),
        expectedDate: clock.date(po.expected),
        receivedDate: complete && po.received !== null ? clock.date(po.received) : null,
        subtotal: priced.subtotal,
        taxRate: priced.taxRate,
        taxAmount: priced.taxAmount,
        shippingCost: po.shipping,
        total: priced.total,
        notes: po.notes,
        createdBy: staff.manager.id,
        createdAt,
      })
      .returning();
    await scope.tx.insert(purchaseOrderLineItems).values(
      priced.lines.map((l) => ({
        tenantId: scope.tenantId,
        poId: order.id,
        inventoryId: l.item.id,
        description: l.item.name,
        sku: l.item.sku,
        quantity: Number(l.quantity),
        unitCost: l.rate,
        total: l.total,
        sortOrder: l.sortOrder,
        quantityReceived: l.received,
        receivedDate: l.received > 0 && po.received !== null ? clock.date(po.received) : null,
      })),
    );
    for (const l of priced.lines) {
      if (l.received > 0 && po.received !== null) {
        receipts.push({
          inventoryId: l.item.id,
          quantity: l.received,
          at: clock.at(po.received, 10.5),
          poId: order.id,
          poNumber,
        });
      }
    }
    orders.push(order);
  }
  return { orders, receipts };
}
