import { Archive, ArchiveRestore, Check, FileOutput, Receipt, Trash2 } from 'lucide-react';
import type { QuoteDetail } from '@tradeworks/contracts/quotes';
import { DetailActions } from '@/components/detail-actions';
import { salesDocumentActions } from '@/features/sales-documents/lib/sales-document-actions';
import { usePermittedQuoteActions } from './use-permitted-quote-actions';
import type { QuoteDialog } from './quote-action-dialogs';
import type { QuoteActionRunner } from './use-quote-action-runner';

interface QuoteActionButtonsProps {
  quote: QuoteDetail;
  runner: QuoteActionRunner;
  onDialog: (dialog: QuoteDialog) => void;
}

/** The quote page's actions — the same set the list's row menu offers. */
export function QuoteActionButtons({ quote, runner, onDialog }: QuoteActionButtonsProps) {
  const allowed = usePermittedQuoteActions(quote);
  const actions = salesDocumentActions({
    noun: 'Quote',
    id: quote.id,
    allowed,
    send: () => void runner.send(quote),
    afterSend: [
      { label: 'Approve', icon: Check, when: allowed.approve, onClick: () => void runner.approve(quote) },
      {
        label: 'Convert to Invoice',
        icon: FileOutput,
        when: allowed.convert,
        onClick: () => onDialog({ kind: 'convert', quote }),
      },
      {
        label: `Invoice ${quote.convertedInvoiceNumber}`,
        icon: Receipt,
        when: Boolean(quote.convertedInvoiceId),
        variant: 'outline',
        to: `/invoices/${quote.convertedInvoiceId}`,
      },
    ],
    afterDownload: [
      {
        label: 'Archive',
        icon: Archive,
        when: allowed.archive,
        variant: 'outline',
        onClick: () => void runner.setArchived(quote, true),
      },
      {
        label: 'Unarchive',
        icon: ArchiveRestore,
        when: allowed.unarchive,
        variant: 'outline',
        onClick: () => void runner.setArchived(quote, false),
      },
      {
        label: 'Delete',
        icon: Trash2,
        when: allowed.delete,
        variant: 'destructive-outline',
        onClick: () => onDialog({ kind: 'delete', quote }),
      },
    ],
  });
  return <DetailActions busy={runner.pending} actions={actions} />;
}
