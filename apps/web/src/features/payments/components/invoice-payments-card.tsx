import { useState } from 'react';
import { CreditCard, Download, HandCoins, Undo2 } from 'lucide-react';
import type { InvoiceListItem } from '@tradeworks/contracts/invoices';
import { formatMoney } from '@tradeworks/contracts/money';
import { PAYMENT_MESSAGES, PAYMENT_METHOD_LABELS, type Payment } from '@tradeworks/contracts/payments';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { formatDate } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { useInvoicePayments } from '../api/get-invoice-payments';
import { receiptUrl } from '../lib/invalidate-payments';
import { PaymentStatusBadge } from './payment-status-badge';
import { ProcessPaymentForm } from './process-payment-form';
import { RefundDialog } from './refund-dialog';

type Mode = 'record' | 'card' | null;

/** The invoice's ledger: amount paid and balance due from the server, payments with their refunds. */
export function InvoicePaymentsCard({ invoice }: { invoice: InvoiceListItem }) {
  const canView = useCan('payments');
  const canEdit = useCan('payments', 'edit');
  const ledger = useInvoicePayments(invoice.id);
  const [mode, setMode] = useState<Mode>(null);
  const [refunding, setRefunding] = useState<Payment | null>(null);
  if (!canView) return null;
  const data = ledger.data;
  const payable =
    canEdit &&
    (invoice.status === 'sent' || invoice.status === 'overdue') &&
    data &&
    data.balanceDue !== '0.00';

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Payments</CardTitle>
        {payable && (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => setMode('record')}>
              <HandCoins aria-hidden="true" />
              Record payment
            </Button>
            <Button size="sm" variant="outline" onClick={() => setMode('card')}>
              <CreditCard aria-hidden="true" />
              Charge card
            </Button>
          </div>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {ledger.isPending ? (
          <Skeleton className="h-16" />
        ) : ledger.isError ? (
          <LoadError message={PAYMENT_MESSAGES.loadFailed} onRetry={() => ledger.refetch()} />
        ) : (
          <>
            <dl className="grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-muted-foreground">Total</dt>
                <dd className="font-semibold tabular-nums">{formatMoney(data!.total)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Amount Paid</dt>
                <dd className="font-semibold tabular-nums" data-testid="invoice-amount-paid">
                  {formatMoney(data!.amountPaid)}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Balance Due</dt>
                <dd className="font-semibold tabular-nums" data-testid="invoice-balance-due">
                  {formatMoney(data!.balanceDue)}
                </dd>
              </div>
            </dl>
            {data!.payments.length === 0 ? (
              <p className="text-sm text-muted-foreground">No payments recorded yet.</p>
            ) : (
              <ul className="divide-y rounded-md border" aria-label="Payments and refunds">
                {data!.payments.map((payment) => (
                  <li key={payment.id} className="grid gap-1 px-3 py-2 text-sm">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span>
                        {formatDate(payment.date)} · {PAYMENT_METHOD_LABELS[payment.method]}
                        {payment.transactionId ? ` · ${payment.transactionId}` : ''}
                      </span>
                      <span className="flex items-center gap-2">
                        <span className="font-semibold tabular-nums">{formatMoney(payment.amount)}</span>
                        <PaymentStatusBadge status={payment.status} />
                      </span>
                    </div>
                    {payment.failureReason && <p className="text-destructive">{payment.failureReason}</p>}
                    {payment.refunds.map((refund) => (
                      <p key={refund.id} className="pl-4 text-muted-foreground">
                        Refund {formatMoney(refund.amount)} on {formatDate(refund.date)}
                        {refund.status !== 'refunded' ? ` (${refund.status})` : ''}
                        {refund.reason ? ` — ${refund.reason}` : ''}
                      </p>
                    ))}
                    <div className="flex gap-1">
                      {(payment.status === 'completed' || payment.status === 'refunded') && (
                        <Button asChild variant="ghost" size="sm">
                          <a href={receiptUrl(payment.id)}>
                            <Download aria-hidden="true" />
                            Receipt
                          </a>
                        </Button>
                      )}
                      {canEdit && payment.status === 'completed' && (
                        <Button variant="ghost" size="sm" onClick={() => setRefunding(payment)}>
                          <Undo2 aria-hidden="true" />
                          Refund
                        </Button>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
      <Dialog open={mode !== null} onOpenChange={(open) => !open && setMode(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{mode === 'card' ? 'Charge card' : 'Record payment'}</DialogTitle>
            <DialogDescription>
              {invoice.invoiceNumber} · {invoice.clientName}
            </DialogDescription>
          </DialogHeader>
          {mode && data && (
            <ProcessPaymentForm
              key={mode}
              invoice={{
                id: invoice.id,
                invoiceNumber: invoice.invoiceNumber,
                clientId: invoice.clientId,
                clientName: invoice.clientName,
                balanceDue: data.balanceDue,
              }}
              defaultMethod={mode === 'card' ? 'credit_card' : 'check'}
              onDone={(payment) => payment.status !== 'failed' && setMode(null)}
              onCancel={() => setMode(null)}
            />
          )}
        </DialogContent>
      </Dialog>
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </Card>
  );
}
