import { useParams } from 'react-router';
import { QUOTE_MESSAGES } from '@tradeworks/contracts/quotes';
import { useCan } from '@/lib/permissions';
import { DocumentEditPage } from '@/features/sales-documents/components/document-form-page';
import { savedDocumentValues } from '@/features/sales-documents/lib/document-form';
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

  return (
    <DocumentEditPage
      noun="Quote"
      id={id}
      query={quote}
      numberOf={(q) => q.quoteNumber}
      canEdit={canEdit}
      loadFailed={QUOTE_MESSAGES.loadDetailFailed}
    >
      {(q) => (
        <QuoteForm
          mode="edit"
          saving={saving}
          onSubmit={submit}
          defaultValues={{
            ...savedDocumentValues(q),
            projectType: q.projectType ?? '',
            validUntil: q.validUntil?.slice(0, 10) ?? '',
            noExpiration: q.validUntil === null,
            depositType: q.depositType,
            // "25.00" reads as people type it: "25".
            depositValue: q.depositValue?.replace(/\.?0+$/, '') ?? '',
          }}
        />
      )}
    </DocumentEditPage>
  );
}
