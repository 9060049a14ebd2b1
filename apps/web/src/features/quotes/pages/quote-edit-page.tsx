import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Lock } from 'lucide-react';
import { QUOTE_MESSAGES } from '@tradeworks/contracts/quotes';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { useCan } from '@/lib/permissions';
import { linesFromSaved } from '@/features/sales-documents/lib/document-form';
import { taxPercentOf } from '@/features/sales-documents/lib/tax-percent';
import { useQuote } from '../api/get-quote';
import { useUpdateQuote } from '../api/update-quote';
import { QuoteForm } from '../components/quote-form';
import { useSaveQuote } from '../components/use-save-quote';

/** /quotes/:id/edit — drafts only (the server refuses the rest with 409 too). */
export function QuoteEditPage() {
  const { id = '' } = useParams();
  const quote = useQuote(id);
  const canEdit = useCan('quotes', 'edit');
  const update = useUpdateQuote();
  const { saving, submit } = useSaveQuote((body) => update.mutateAsync({ id, body }));
  useEffect(() => {
    document.title = `Edit ${quote.data?.quoteNumber ?? 'Quote'} · Tradeworks`;
  }, [quote.data?.quoteNumber]);

  return (
    <div className="mx-auto w-full max-w-5xl">
      <Button asChild variant="ghost" size="sm" className="mb-2 -ml-2">
        <Link to={quote.data ? `/quotes/${id}` : '/quotes'}>
          <ArrowLeft aria-hidden="true" />
          {quote.data ? `Back to ${quote.data.quoteNumber}` : 'Back to Quotes'}
        </Link>
      </Button>
      <PageHeader title={quote.data ? `Edit Quote ${quote.data.quoteNumber}` : 'Edit Quote'} />
      {quote.isPending ? (
        <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading quote">
          <Skeleton className="h-40" />
          <Skeleton className="h-64" />
        </div>
      ) : quote.isError ? (
        <Card>
          <LoadError message={QUOTE_MESSAGES.loadDetailFailed} onRetry={() => quote.refetch()} />
        </Card>
      ) : !canEdit ? (
        <Card>
          <EmptyState icon={Lock} title="You can view quotes but not edit them." />
        </Card>
      ) : !quote.data.allowedActions.includes('edit') ? (
        <Card>
          <EmptyState
            icon={Lock}
            title="This quote can no longer be edited"
            description={`Quote ${quote.data.quoteNumber} is ${quote.data.status}; only draft quotes can be edited.`}
            action={
              <Button asChild size="sm" variant="outline">
                <Link to={`/quotes/${id}`}>View quote</Link>
              </Button>
            }
          />
        </Card>
      ) : (
        <QuoteForm
          mode="edit"
          saving={saving}
          onSubmit={submit}
          defaultValues={{
            clientId: quote.data.clientId,
            clientName: quote.data.clientName,
            locationId: quote.data.locationId,
            projectType: quote.data.projectType ?? '',
            taxPercent: taxPercentOf(quote.data.taxRate),
            validUntil: quote.data.validUntil?.slice(0, 10) ?? '',
            noExpiration: quote.data.validUntil === null,
            notes: quote.data.notes ?? '',
            depositType: quote.data.depositType,
            // "25.00" reads as people type it: "25".
            depositValue: quote.data.depositValue?.replace(/\.?0+$/, '') ?? '',
            lineItems: linesFromSaved(quote.data.lineItems),
          }}
        />
      )}
    </div>
  );
}
