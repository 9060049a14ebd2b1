import { Link } from 'react-router';
import { CheckCircle2, Download, Eye, Send } from 'lucide-react';
import type { InvoiceListItem } from '@tradeworks/contracts/invoices';
import { Button } from '@/components/ui/button';
import { documentPdfUrl } from '@/features/sales-documents/lib/document-pdf-url';
import type { PermittedInvoiceActions } from './permitted-invoice-actions';
import type { InvoiceDialog } from './invoice-action-dialogs';
import type { InvoiceActionRunner } from './use-invoice-action-runner';

interface InvoiceRowActionsProps {
  invoice: InvoiceListItem;
  allowed: PermittedInvoiceActions;
  runner: InvoiceActionRunner;
  onDialog: (dialog: InvoiceDialog) => void;
}

/** View, download, send (or re-send) and Mark Paid for one invoice of the list. */
export function InvoiceRowActions({ invoice, allowed, runner, onDialog }: InvoiceRowActionsProps) {
  const n = invoice.invoiceNumber;
  return (
    <div className="flex justify-end gap-0.5">
      <Button asChild variant="ghost" size="icon-sm" title="View">
        <Link to={`/invoices/${invoice.id}`} aria-label={`View invoice ${n}`}>
          <Eye aria-hidden="true" />
        </Link>
      </Button>
      <Button asChild variant="ghost" size="icon-sm" title="Download PDF">
        <a href={documentPdfUrl('invoices', invoice.id)} download aria-label={`Download invoice ${n}`}>
          <Download aria-hidden="true" />
        </a>
      </Button>
      {(allowed.send || allowed.resend) && (
        <Button
          variant="ghost"
          size="icon-sm"
          title={allowed.send ? 'Send' : 'Re-send'}
          disabled={runner.pending}
          onClick={() => void runner.send(invoice)}
          aria-label={`${allowed.send ? 'Send' : 'Re-send'} invoice ${n}`}
        >
          <Send aria-hidden="true" />
        </Button>
      )}
      {allowed.markPaid && (
        <Button
          variant="ghost"
          size="icon-sm"
          title="Mark Paid"
          className="text-emerald-700 hover:text-emerald-800 dark:text-emerald-400"
          onClick={() => onDialog({ kind: 'markPaid', invoice })}
          aria-label={`Mark invoice ${n} paid`}
        >
          <CheckCircle2 aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
