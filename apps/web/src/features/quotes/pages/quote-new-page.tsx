import { DEFAULT_TAX_RATE } from '@tradeworks/contracts/line-items';
import { QUOTE_VALID_DAYS } from '@tradeworks/contracts/quotes';
import { useCan } from '@/lib/permissions';
import { DocumentNewPage } from '@/features/sales-documents/components/document-form-page';
import { newDocumentValues } from '@/features/sales-documents/lib/document-form';
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

  return (
    <DocumentNewPage
      noun="Quote"
      description="Price the work, then send it or keep it as a draft."
      canEdit={canEdit}
      loading={config.isPending}
    >
      <QuoteForm
        mode="create"
        saving={saving}
        onSubmit={submit}
        defaultValues={{
          ...newDocumentValues(),
          projectType: '',
          taxPercent: taxPercentOf(config.data?.defaultTaxRate ?? DEFAULT_TAX_RATE),
          validUntil: localDatePlusDays(config.data?.defaultValidDays ?? QUOTE_VALID_DAYS),
          noExpiration: false,
          depositType: 'none',
          depositValue: '',
        }}
      />
    </DocumentNewPage>
  );
}
