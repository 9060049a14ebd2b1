import { useEffect } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Lock } from 'lucide-react';
import { DEFAULT_TAX_RATE } from '@tradeworks/contracts/line-items';
import { QUOTE_VALID_DAYS } from '@tradeworks/contracts/quotes';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useCan } from '@/lib/permissions';
import { DEFAULT_LINE } from '@/features/sales-documents/lib/document-form';
import { localDatePlusDays } from '@/lib/local-date';
import { taxPercentOf } from '@/features/sales-documents/lib/tax-percent';
import { useQuoteConfig } from '../api/get-quote-config';
import { useCreateQuote } from '../api/create-quote';
import { QuoteForm } from '../components/quote-form';
import { useSaveQuote } from '../components/use-save-quote';

/** /quotes/new */
export function QuoteNewPage() {
  const canEdit = useCan('quotes', 'edit');
  const create = useCreateQuote();
  const config = useQuoteConfig();
  const { saving, submit } = useSaveQuote((body) => create.mutateAsync(body));
  useEffect(() => {
    document.title = 'New Quote · Tradeworks';
  }, []);

  return (
    <div className="mx-auto w-full max-w-5xl">
      <Button asChild variant="ghost" size="sm" className="mb-2 -ml-2">
        <Link to="/quotes">
          <ArrowLeft aria-hidden="true" />
          Back to Quotes
        </Link>
      </Button>
      <PageHeader title="New Quote" description="Price the work, then send it or keep it as a draft." />
      {canEdit && config.isPending ? (
        <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading">
          <Skeleton className="h-40" />
          <Skeleton className="h-64" />
        </div>
      ) : canEdit ? (
        <QuoteForm
          mode="create"
          saving={saving}
          onSubmit={submit}
          defaultValues={{
            clientId: '',
            clientName: '',
            locationId: '',
            projectType: '',
            taxPercent: taxPercentOf(config.data?.defaultTaxRate ?? DEFAULT_TAX_RATE),
            validUntil: localDatePlusDays(config.data?.defaultValidDays ?? QUOTE_VALID_DAYS),
            noExpiration: false,
            notes: '',
            depositType: 'none',
            depositValue: '',
            lineItems: [{ ...DEFAULT_LINE }],
          }}
        />
      ) : (
        <Card>
          <EmptyState icon={Lock} title="You can view quotes but not create them." />
        </Card>
      )}
    </div>
  );
}
