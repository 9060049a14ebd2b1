import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { QUOTE_MESSAGES } from '@tradeworks/contracts/quotes';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { formatDate } from '@/lib/format';
import { ClientBlock } from '@/features/sales-documents/components/client-block';
import { DocumentStatusBadge } from '@/features/sales-documents/components/document-status-badge';
import { DocumentTotals } from '@/features/sales-documents/components/document-totals';
import { SavedLineItems } from '@/features/sales-documents/components/saved-line-items';
import { formatCurrency, formatTaxRate } from '@/features/sales-documents/lib/format-money';
import { useQuote } from '../api/get-quote';
import { QuoteActionButtons } from '../components/quote-action-buttons';
import { QuoteActionDialogs, type QuoteDialog } from '../components/quote-action-dialogs';
import { useQuoteActionRunner } from '../components/use-quote-action-runner';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2 text-sm first:pt-0 last:pb-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

/** /quotes/:id — status, total, client, details, line items, totals and the actions the state allows. */
export function QuoteDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const quote = useQuote(id);
  const runner = useQuoteActionRunner();
  const [dialog, setDialog] = useState<QuoteDialog>(null);
  useEffect(() => {
    document.title = `${quote.data?.quoteNumber ?? 'Quote'} · Tradeworks`;
  }, [quote.data?.quoteNumber]);

  const back = (
    <Button asChild variant="ghost" size="sm" className="mb-2 -ml-2">
      <Link to="/quotes"><ArrowLeft aria-hidden="true" />Back to Quotes</Link>
    </Button>
  );
  if (quote.isPending) {
    return (
      <div className="mx-auto grid w-full max-w-5xl gap-4" aria-busy="true" aria-label="Loading quote">
        {back}
        <Skeleton className="h-16" />
        <div className="grid gap-4 md:grid-cols-2"><Skeleton className="h-40" /><Skeleton className="h-40" /></div>
        <Skeleton className="h-56" />
      </div>
    );
  }
  if (quote.isError) {
    return (
      <div className="mx-auto w-full max-w-5xl">
        {back}
        <Card><LoadError message={QUOTE_MESSAGES.loadDetailFailed} onRetry={() => quote.refetch()} /></Card>
      </div>
    );
  }
  const q = quote.data;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <div>
        {back}
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-semibold tracking-tight">Quote {q.quoteNumber}</h1>
              <DocumentStatusBadge status={q.status} />
              {q.isArchived && <span className="text-xs text-muted-foreground">Archived</span>}
            </div>
            <p className="text-3xl font-semibold tabular-nums" aria-label="Quote total">{formatCurrency(q.total)}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <QuoteActionButtons quote={q} runner={runner} onDialog={setDialog} />
          </div>
        </div>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader><CardTitle>Client</CardTitle></CardHeader>
          <CardContent><ClientBlock name={q.clientName} client={q.client} /></CardContent>
        </Card>
        <Card>
          <CardHeader><CardTitle>Details</CardTitle></CardHeader>
          <CardContent>
            <dl className="divide-y">
              <Fact label="Valid Until">{q.validUntil ? formatDate(q.validUntil) : 'No expiration'}</Fact>
              <Fact label="Tax Rate">{formatTaxRate(q.taxRate)}</Fact>
              <Fact label="Project Type">{q.projectType ? q.projectType.charAt(0).toUpperCase() + q.projectType.slice(1) : '—'}</Fact>
              <Fact label="Created">{formatDate(q.createdAt)}</Fact>
              {q.sentAt && <Fact label="Sent">{formatDate(q.sentAt)}</Fact>}
              {q.approvedAt && <Fact label="Approved">{formatDate(q.approvedAt)}</Fact>}
            </dl>
            {q.notes && (
              <div className="mt-4 border-t pt-4">
                <h3 className="mb-1 text-sm text-muted-foreground">Notes</h3>
                <p className="text-sm whitespace-pre-line">{q.notes}</p>
              </div>
            )}
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader><CardTitle>Line Items</CardTitle></CardHeader>
        <CardContent className="grid gap-6">
          <SavedLineItems lines={q.lineItems} />
          <DocumentTotals subtotal={q.subtotal} taxRate={q.taxRate} taxAmount={q.taxAmount} total={q.total} />
        </CardContent>
      </Card>
      <QuoteActionDialogs dialog={dialog} onClose={() => setDialog(null)} runner={runner} onDeleted={() => void navigate('/quotes')} />
    </div>
  );
}
