import { Link } from 'react-router';
import {
  Archive,
  ArchiveRestore,
  Check,
  Download,
  FileOutput,
  Pencil,
  Receipt,
  Send,
  Trash2,
} from 'lucide-react';
import type { QuoteDetail } from '@tradeworks/contracts/quotes';
import { Button } from '@/components/ui/button';
import { documentPdfUrl } from '@/features/sales-documents/lib/document-pdf-url';
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
  const busy = runner.pending;
  return (
    <>
      {allowed.edit && (
        <Button asChild variant="outline" size="sm">
          <Link to={`/quotes/${quote.id}/edit`}>
            <Pencil aria-hidden="true" />
            Edit
          </Link>
        </Button>
      )}
      {allowed.send && (
        <Button size="sm" disabled={busy} onClick={() => void runner.send(quote)}>
          <Send aria-hidden="true" />
          Send Quote
        </Button>
      )}
      {allowed.approve && (
        <Button size="sm" disabled={busy} onClick={() => void runner.approve(quote)}>
          <Check aria-hidden="true" />
          Approve
        </Button>
      )}
      {allowed.convert && (
        <Button size="sm" disabled={busy} onClick={() => onDialog({ kind: 'convert', quote })}>
          <FileOutput aria-hidden="true" />
          Convert to Invoice
        </Button>
      )}
      {quote.convertedInvoiceId && (
        <Button asChild size="sm" variant="outline">
          <Link to={`/invoices/${quote.convertedInvoiceId}`}>
            <Receipt aria-hidden="true" />
            Invoice {quote.convertedInvoiceNumber}
          </Link>
        </Button>
      )}
      {allowed.resend && (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => void runner.send(quote)}>
          <Send aria-hidden="true" />
          Re-send
        </Button>
      )}
      <Button asChild size="sm" variant="outline">
        <a href={documentPdfUrl('quotes', quote.id)} download>
          <Download aria-hidden="true" />
          Download PDF
        </a>
      </Button>
      {allowed.archive && (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => void runner.setArchived(quote, true)}
        >
          <Archive aria-hidden="true" />
          Archive
        </Button>
      )}
      {allowed.unarchive && (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => void runner.setArchived(quote, false)}
        >
          <ArchiveRestore aria-hidden="true" />
          Unarchive
        </Button>
      )}
      {allowed.delete && (
        <Button
          size="sm"
          variant="destructive-outline"
          disabled={busy}
          onClick={() => onDialog({ kind: 'delete', quote })}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      )}
    </>
  );
}
