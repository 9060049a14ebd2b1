import { Link } from 'react-router';
import { Ban, CheckCircle2, Download, Pencil, Send } from 'lucide-react';
import type { InvoiceDetail } from '@tradeworks/contracts/invoices';
import { Button } from '@/components/ui/button';
import { useCan } from '@/lib/permissions';
import { documentPdfUrl } from '@/features/sales-documents/lib/document-pdf-url';
import { permittedInvoiceActions } from './permitted-invoice-actions';
import type { InvoiceDialog } from './invoice-action-dialogs';
import type { InvoiceActionRunner } from './use-invoice-action-runner';

interface InvoiceActionButtonsProps {
  invoice: InvoiceDetail;
  runner: InvoiceActionRunner;
  onDialog: (dialog: InvoiceDialog) => void;
}

/** Send (draft) or Re-send (sent, overdue), Mark Paid, Download PDF, Cancel. */
export function InvoiceActionButtons({ invoice, runner, onDialog }: InvoiceActionButtonsProps) {
  const allowed = permittedInvoiceActions(invoice, useCan('invoices', 'edit'));
  return (
    <>
      {allowed.edit && (
        <Button asChild variant="outline" size="sm">
          <Link to={`/invoices/${invoice.id}/edit`}>
            <Pencil aria-hidden="true" />
            Edit
          </Link>
        </Button>
      )}
      {allowed.send && (
        <Button size="sm" disabled={runner.pending} onClick={() => void runner.send(invoice)}>
          <Send aria-hidden="true" />
          Send Invoice
        </Button>
      )}
      {allowed.markPaid && (
        <Button size="sm" disabled={runner.pending} onClick={() => onDialog({ kind: 'markPaid', invoice })}>
          <CheckCircle2 aria-hidden="true" />
          Mark Paid
        </Button>
      )}
      {allowed.resend && (
        <Button
          size="sm"
          variant="outline"
          disabled={runner.pending}
          onClick={() => void runner.send(invoice)}
        >
          <Send aria-hidden="true" />
          Re-send
        </Button>
      )}
      <Button asChild size="sm" variant="outline">
        <a href={documentPdfUrl('invoices', invoice.id)} download>
          <Download aria-hidden="true" />
          Download PDF
        </a>
      </Button>
      {allowed.cancel && (
        <Button
          size="sm"
          variant="destructive-outline"
          disabled={runner.pending}
          onClick={() => onDialog({ kind: 'cancel', invoice })}
        >
          <Ban aria-hidden="true" />
          Cancel Invoice
        </Button>
      )}
    </>
  );
}
