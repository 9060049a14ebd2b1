import type { ReactNode } from 'react';
import type { PurchaseOrderWithLines } from '@tradeworks/contracts/purchase-orders';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';

/** A value wraps (anywhere, if it must) instead of being cut off: long supplier names and e-mails stay readable. */
function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm wrap-anywhere">{children ?? '—'}</dd>
    </div>
  );
}

const day = (date: string | null) => (date ? formatDate(date) : null);

/** Supplier, dates and notes of an order. */
export function PurchaseOrderFacts({ purchaseOrder: po }: { purchaseOrder: PurchaseOrderWithLines }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Supplier</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Fact label="Name">{po.supplier}</Fact>
            <Fact label="Phone">{po.supplierPhone}</Fact>
            {/* E-mail addresses are long: the whole card width, so they rarely need to wrap. */}
            <Fact label="Email" className="sm:col-span-2">
              {po.supplierEmail ? (
                <a href={`mailto:${po.supplierEmail}`} className="text-primary hover:underline">
                  {po.supplierEmail}
                </a>
              ) : null}
            </Fact>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Dates</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <Fact label="Ordered">{day(po.orderDate)}</Fact>
            <Fact label="Expected">{day(po.expectedDate)}</Fact>
            <Fact label="Received">{day(po.receivedDate)}</Fact>
          </dl>
        </CardContent>
      </Card>
      {po.notes && (
        <Card className="md:col-span-2">
          <CardContent className="pt-5 sm:pt-6">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Notes</p>
            <p className="mt-1 text-sm whitespace-pre-line">{po.notes}</p>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
