import { useEffect } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Lock } from 'lucide-react';
import { DEFAULT_TAX_RATE } from '@tradeworks/contracts/line-items';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useCan } from '@/lib/permissions';
import { DEFAULT_LINE } from '@/features/sales-documents/lib/document-form';
import { useCreateQuote } from '../api/create-quote';
import { QuoteForm } from '../components/quote-form';
import { useSaveQuote } from '../components/use-save-quote';

/** /quotes/new */
export function QuoteNewPage() {
  const canEdit = useCan('quotes', 'edit');
  const create = useCreateQuote();
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
      {canEdit ? (
        <QuoteForm
          mode="create"
          taxRate={DEFAULT_TAX_RATE}
          saving={saving}
          onSubmit={submit}
          defaultValues={{
            clientId: '',
            clientName: '',
            projectType: '',
            notes: '',
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
