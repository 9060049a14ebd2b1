import { Link } from 'react-router';
import { Download, Undo2 } from 'lucide-react';
import { formatMoney } from '@tradeworks/contracts/money';
import { PAYMENT_METHOD_LABELS, type Payment } from '@tradeworks/contracts/payments';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { receiptUrl } from '../lib/invalidate-payments';
import { PaymentStatusBadge } from './payment-status-badge';

interface PaymentsTableProps {
  payments: Payment[];
  onRefund: (payment: Payment) => void;
  /** The invoice page lists one invoice's payments: no invoice column. */
  showInvoice?: boolean;
}

/** The invoice paid, or — for a quote's deposit not invoiced yet — the quote it was paid on. */
function DocumentLink({ payment, className }: { payment: Payment; className: string }) {
  if (payment.invoiceId) {
    return (
      <Link to={`/invoices/${payment.invoiceId}`} className={className}>
        {payment.invoiceNumber}
      </Link>
    );
  }
  if (payment.quoteId) {
    return (
      <Link to={`/quotes/${payment.quoteId}`} className={className}>
        Deposit · <span className="whitespace-nowrap">{payment.quoteNumber}</span>
      </Link>
    );
  }
  return null;
}

function Amount({ payment }: { payment: Payment }) {
  return (
    <span className="grid justify-items-end">
      <span className="font-semibold tabular-nums">{formatMoney(payment.amount)}</span>
      {payment.refundedAmount !== '0.00' && (
        <span className="text-xs text-muted-foreground tabular-nums">
          {formatMoney(payment.refundedAmount)} refunded
        </span>
      )}
    </span>
  );
}

function Actions({ payment, onRefund }: { payment: Payment; onRefund: (p: Payment) => void }) {
  const canEdit = useCan('payments', 'edit');
  const label = `${formatMoney(payment.amount)} from ${payment.clientName}`;
  return (
    <div className="flex justify-end gap-1">
      {(payment.status === 'completed' || payment.status === 'refunded') && (
        <Button asChild variant="ghost" size="sm">
          <a href={receiptUrl(payment.id)} aria-label={`Download receipt for ${label}`}>
            <Download aria-hidden="true" />
            <span className="hidden xl:inline">Receipt</span>
          </a>
        </Button>
      )}
      {canEdit && payment.status === 'completed' && (
        <Button variant="ghost" size="sm" onClick={() => onRefund(payment)} aria-label={`Refund ${label}`}>
          <Undo2 aria-hidden="true" />
          <span className="hidden xl:inline">Refund</span>
        </Button>
      )}
    </div>
  );
}

const reference = (p: Payment) => p.transactionId ?? p.notes ?? '—';

/** Date, Client, Invoice, Method, Reference, Amount, Status; receipt and refund (completed only). */
export function PaymentsTable({ payments, onRefund, showInvoice = true }: PaymentsTableProps) {
  return (
    <>
      <ul className="divide-y sm:hidden" aria-label="Payments">
        {payments.map((payment) => (
          <li key={payment.id} className="grid gap-1 px-4 py-3 text-sm">
            <div className="flex items-center justify-between gap-2">
              <span className="truncate font-medium">{payment.clientName}</span>
              <PaymentStatusBadge status={payment.status} />
            </div>
            <div className="flex items-center justify-between gap-2 text-muted-foreground">
              <span>
                {formatDate(payment.date)} · {PAYMENT_METHOD_LABELS[payment.method]}
                {showInvoice && (payment.invoiceId || payment.quoteId) && (
                  <>
                    {' · '}
                    <DocumentLink payment={payment} className="text-primary underline underline-offset-2" />
                  </>
                )}
              </span>
              <Amount payment={payment} />
            </div>
            {payment.failureReason && <p className="text-destructive">{payment.failureReason}</p>}
            <Actions payment={payment} onRefund={onRefund} />
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Client</TableHead>
              {showInvoice && <TableHead>Invoice</TableHead>}
              <TableHead>Method</TableHead>
              <TableHead className="hidden lg:table-cell">Reference</TableHead>
              <TableHead className="text-right">Amount</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {payments.map((payment) => (
              <TableRow key={payment.id}>
                <TableCell className="whitespace-nowrap">{formatDate(payment.date)}</TableCell>
                <TableCell className="max-w-48 truncate">{payment.clientName}</TableCell>
                {showInvoice && (
                  // A deposit's "Deposit · Q-…" may wrap after the dot, so the row fits beside the sidebar.
                  <TableCell className={payment.invoiceId ? 'whitespace-nowrap' : 'max-w-28'}>
                    {payment.invoiceId || payment.quoteId ? (
                      <DocumentLink payment={payment} className="text-primary hover:underline" />
                    ) : (
                      '—'
                    )}
                  </TableCell>
                )}
                <TableCell className="whitespace-nowrap">{PAYMENT_METHOD_LABELS[payment.method]}</TableCell>
                <TableCell className="hidden max-w-56 truncate text-muted-foreground lg:table-cell">
                  {payment.failureReason ? (
                    <span className="text-destructive">{payment.failureReason}</span>
                  ) : (
                    reference(payment)
                  )}
                </TableCell>
                <TableCell className="text-right">
                  <Amount payment={payment} />
                </TableCell>
                <TableCell>
                  <PaymentStatusBadge status={payment.status} />
                </TableCell>
                <TableCell>
                  <Actions payment={payment} onRefund={onRefund} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
