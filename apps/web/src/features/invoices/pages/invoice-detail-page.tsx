import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { INVOICE_MESSAGES } from '@tradeworks/contracts/invoices';
import { balanceDue } from '@tradeworks/contracts/line-items';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { ClientBlock } from '@/features/sales-documents/components/client-block';
import { DocumentStatusBadge } from '@/features/sales-documents/components/document-status-badge';
import { DocumentTotals } from '@/features/sales-documents/components/document-totals';
import { SavedLineItems } from '@/features/sales-documents/components/saved-line-items';
import { formatCurrency, formatDateOnly, formatTaxRate } from '@/features/sales-documents/lib/format-money';
import { useInvoice } from '../api/get-invoice';
import { InvoiceActionButtons } from '../components/invoice-action-buttons';
import { InvoiceActionDialogs, type InvoiceDialog } from '../components/invoice-action-dialogs';
import { useInvoiceActionRunner } from '../components/use-invoice-action-runner';

function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className="flex justify-between gap-4 py-2 text-sm first:pt-0 last:pb-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={cn('text-right font-medium', className)}>{children}</dd>
    </div>
  );
}

/** /invoices/:id — status, total, client, dates, line items, totals; send or re-send, Mark Paid, cancel. */
export function InvoiceDetailPage() {
  const { id = '' } = useParams();
  const invoice = useInvoice(id);
  const runner = useInvoiceActionRunner();
  const [dialog, setDialog] = useState<InvoiceDialog>(null);
  useEffect(() => {
    document.title = `${invoice.data?.invoiceNumber ?? 'Invoice'} · Tradeworks`;
  }, [invoice.data?.invoiceNumber]);

  const back = (
    <Button asChild variant="ghost" size="sm" className="mb-2 -ml-2">
      <Link to="/invoices"><ArrowLeft aria-hidden="true" />Back to Invoices</Link>
    </Button>
  );
  if (invoice.isPending) {
    return (
      <div className="mx-auto grid w-full max-w-5xl gap-4" aria-busy="true" aria-label="Loading invoice">
        {back}
        <Skeleton className="h-16" />
        <div className="grid gap-4 md:grid-cols-2"><Skeleton className="h-40" /><Skeleton className="h-40" /></div>
        <Skeleton className="h-56" />
      </div>
    );
  }
  if (invoice.isError) {
    return (
      <div className="mx-auto w-full max-w-5xl">
        {back}
        <Card><LoadError message={INVOICE_MESSAGES.loadDetailFailed} onRetry={() => invoice.refetch()} /></Card>
      </div>
    );
  }
  const inv = invoice.data;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <div>
        {back}
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-semibold tracking-tight">Invoice {inv.invoiceNumber}</h1>
              <DocumentStatusBadge status={inv.status} />
            </div>
            <p className="text-3xl font-semibold tabular-nums" aria-label="Invoice total">{formatCurrency(inv.total)}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <InvoiceActionButtons invoice={inv} runner={runner} onDialog={setDialog} />
          </div>
        </div>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader><CardTitle>Bill To</CardTitle></CardHeader>
          <CardContent><ClientBlock name={inv.clientName} client={inv.client} /></CardContent>
        </Card>
        <Card>
          <CardHeader><CardTitle>Details</CardTitle></CardHeader>
          <CardContent>
            <dl className="divide-y">
              <Fact label="Due Date" className={inv.status === 'overdue' ? 'text-destructive' : undefined}>{formatDateOnly(inv.dueDate)}</Fact>
              {inv.paidDate && <Fact label="Paid">{formatDate(inv.paidDate)}</Fact>}
              <Fact label="Tax Rate">{formatTaxRate(inv.taxRate)}</Fact>
              <Fact label="Created">{formatDate(inv.createdAt)}</Fact>
              {inv.sentAt && <Fact label="Sent">{formatDate(inv.sentAt)}</Fact>}
              {inv.quoteId && (
                <Fact label="From Quote">
                  <Link className="text-primary hover:underline" to={`/quotes/${inv.quoteId}`}>{inv.quoteNumber ?? 'View quote'}</Link>
                </Fact>
              )}
            </dl>
            {inv.notes && (
              <div className="mt-4 border-t pt-4">
                <h3 className="mb-1 text-sm text-muted-foreground">Notes</h3>
                <p className="text-sm whitespace-pre-line">{inv.notes}</p>
              </div>
            )}
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader><CardTitle>Line Items</CardTitle></CardHeader>
        <CardContent className="grid gap-6">
          <SavedLineItems lines={inv.lineItems} />
          <DocumentTotals
            subtotal={inv.subtotal} taxRate={inv.taxRate} taxAmount={inv.taxAmount} total={inv.total}
            amountPaid={inv.status === 'paid' ? undefined : inv.amountPaid} balance={balanceDue(inv.total, inv.amountPaid)}
          />
        </CardContent>
      </Card>
      <InvoiceActionDialogs dialog={dialog} onClose={() => setDialog(null)} runner={runner} />
    </div>
  );
}
