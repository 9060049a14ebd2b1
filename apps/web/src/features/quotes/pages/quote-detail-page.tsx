import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { QUOTE_MESSAGES } from '@tradeworks/contracts/quotes';
import { formatDate } from '@/lib/format';
import { DetailFact, DocumentDetailFrame } from '@/features/sales-documents/components/document-detail-frame';
import { DocumentLinesCard } from '@/features/sales-documents/components/document-detail-cards';
import { formatTaxRate } from '@/features/sales-documents/lib/document-format';
import { DocumentEmailHistory } from '@/features/emails/public';
import { QuoteClientSignature } from '@/features/portal-access/public';
import { useQuote } from '../api/get-quote';
import { QuoteActionButtons } from '../components/quote-action-buttons';
import { QuoteActionDialogs, type QuoteDialog } from '../components/quote-action-dialogs';
import { QuoteDepositSummary, QuoteOptionalItems } from '../components/quote-options-summary';
import { useQuoteActionRunner } from '../components/use-quote-action-runner';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** /quotes/:id — status, total, client, details, line items, totals and the actions the state allows. */
export function QuoteDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const quote = useQuote(id);
  const runner = useQuoteActionRunner();
  const [dialog, setDialog] = useState<QuoteDialog>(null);
  return (
    <DocumentDetailFrame
      query={quote}
      noun="Quote"
      recordId={id}
      number={(q) => q.quoteNumber}
      loadErrorMessage={QUOTE_MESSAGES.loadDetailFailed}
      marker={(q) => q.isArchived && <span className="text-xs text-muted-foreground">Archived</span>}
      actions={(q) => <QuoteActionButtons quote={q} runner={runner} onDialog={setDialog} />}
      clientTitle="Client"
      facts={(q) => (
        <>
          <DetailFact label="Valid Until">
            {q.validUntil ? formatDate(q.validUntil) : 'No expiration'}
          </DetailFact>
          <DetailFact label="Tax Rate">{formatTaxRate(q.taxRate)}</DetailFact>
          {q.status === 'draft' && q.taxRecomputedAt && (
            <DetailFact label="Tax">
              Recomputed with the current rates, {formatDate(q.taxRecomputedAt)}
            </DetailFact>
          )}
          <DetailFact label="Project Type">{q.projectType ? capitalize(q.projectType) : '—'}</DetailFact>
          <DetailFact label="Created">{formatDate(q.createdAt)}</DetailFact>
          {q.sentAt && <DetailFact label="Sent">{formatDate(q.sentAt)}</DetailFact>}
          {q.approvedAt && <DetailFact label="Approved">{formatDate(q.approvedAt)}</DetailFact>}
        </>
      )}
    >
      {(q) => (
        <>
          <DocumentLinesCard
            lines={q.lineItems.filter((line) => !line.isOptional)}
            subtotal={q.subtotal}
            taxRate={q.taxRate}
            taxAmount={q.taxAmount}
            taxLines={q.taxLines}
            total={q.total}
          />
          <QuoteOptionalItems quote={q} />
          <QuoteDepositSummary quote={q} />
          <DocumentEmailHistory kind="quote" id={q.id} />
          <QuoteClientSignature quoteId={q.id} />
          <QuoteActionDialogs
            dialog={dialog}
            onClose={() => setDialog(null)}
            runner={runner}
            onDeleted={() => void navigate('/quotes')}
          />
        </>
      )}
    </DocumentDetailFrame>
  );
}
