import { taxLabel } from '@tradeworks/contracts/display-format';
import { formatMoney } from '@tradeworks/contracts/money';

interface PurchaseOrderTotalsProps {
  subtotal: string;
  taxRate: string;
  taxAmount: string;
  shippingCost: string;
  total: string;
}

/** Subtotal, tax (rate shown as a percentage), shipping and total. */
export function PurchaseOrderTotals({
  subtotal,
  taxRate,
  taxAmount,
  shippingCost,
  total,
}: PurchaseOrderTotalsProps) {
  const rows: Array<[string, string]> = [
    ['Subtotal', subtotal],
    [taxLabel(taxRate), taxAmount],
    ['Shipping', shippingCost],
  ];
  return (
    <dl className="ml-auto grid w-full max-w-xs gap-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="tabular-nums">{formatMoney(value)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums" data-testid="purchase-order-total">
          {formatMoney(total)}
        </dd>
      </div>
    </dl>
  );
}
