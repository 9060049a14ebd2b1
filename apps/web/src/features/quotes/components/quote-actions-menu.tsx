import { Link } from 'react-router';
import {
  Archive,
  ArchiveRestore,
  Check,
  Download,
  Eye,
  FileOutput,
  MoreHorizontal,
  Pencil,
  Receipt,
  Send,
  Trash2,
} from 'lucide-react';
import type { QuoteListItem } from '@tradeworks/contracts/quotes';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { documentPdfUrl } from '@/features/sales-documents/lib/document-pdf-url';
import { usePermittedQuoteActions } from './use-permitted-quote-actions';
import type { QuoteDialog } from './quote-action-dialogs';
import type { QuoteActionRunner } from './use-quote-action-runner';

interface QuoteActionsMenuProps {
  quote: QuoteListItem;
  runner: QuoteActionRunner;
  onDialog: (dialog: QuoteDialog) => void;
}

/** The row menu: exactly the actions the quote's state allows, plus view and PDF. */
export function QuoteActionsMenu({ quote, runner, onDialog }: QuoteActionsMenuProps) {
  const allowed = usePermittedQuoteActions(quote);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={`Actions for quote ${quote.quoteNumber}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuItem asChild>
          <Link to={`/quotes/${quote.id}`}>
            <Eye aria-hidden="true" />
            View
          </Link>
        </DropdownMenuItem>
        {allowed.edit && (
          <DropdownMenuItem asChild>
            <Link to={`/quotes/${quote.id}/edit`}>
              <Pencil aria-hidden="true" />
              Edit
            </Link>
          </DropdownMenuItem>
        )}
        {allowed.send && (
          <DropdownMenuItem onSelect={() => void runner.send(quote)}>
            <Send aria-hidden="true" />
            Send Quote
          </DropdownMenuItem>
        )}
        {allowed.approve && (
          <DropdownMenuItem onSelect={() => void runner.approve(quote)}>
            <Check aria-hidden="true" />
            Approve
          </DropdownMenuItem>
        )}
        {allowed.convert && (
          <DropdownMenuItem onSelect={() => onDialog({ kind: 'convert', quote })}>
            <FileOutput aria-hidden="true" />
            Convert to Invoice
          </DropdownMenuItem>
        )}
        {quote.convertedInvoiceId && (
          <DropdownMenuItem asChild>
            <Link to={`/invoices/${quote.convertedInvoiceId}`}>
              <Receipt aria-hidden="true" />
              View Invoice
            </Link>
          </DropdownMenuItem>
        )}
        {allowed.resend && (
          <DropdownMenuItem onSelect={() => void runner.send(quote)}>
            <Send aria-hidden="true" />
            Re-send Quote
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <a href={documentPdfUrl('quotes', quote.id)} download>
            <Download aria-hidden="true" />
            Download PDF
          </a>
        </DropdownMenuItem>
        {(allowed.archive || allowed.unarchive || allowed.delete) && <DropdownMenuSeparator />}
        {allowed.archive && (
          <DropdownMenuItem onSelect={() => void runner.setArchived(quote, true)}>
            <Archive aria-hidden="true" />
            Archive
          </DropdownMenuItem>
        )}
        {allowed.unarchive && (
          <DropdownMenuItem onSelect={() => void runner.setArchived(quote, false)}>
            <ArchiveRestore aria-hidden="true" />
            Unarchive
          </DropdownMenuItem>
        )}
        {allowed.delete && (
          <DropdownMenuItem variant="destructive" onSelect={() => onDialog({ kind: 'delete', quote })}>
            <Trash2 aria-hidden="true" />
            Delete
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
