import { Ban, CheckCircle2, Download, Pencil, Send } from 'lucide-react';
import type { InvoiceDetail } from '@tradeworks/contracts/invoices';
import { DetailActions } from '@/components/detail-actions';
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
    <DetailActions
      busy={runner.pending}
      actions={[
        {
          label: 'Edit',
          icon: Pencil,
          when: allowed.edit,
          variant: 'outline',
          to: `/invoices/${invoice.id}/edit`,
        },
        { label: 'Send Invoice', icon: Send, when: allowed.send, onClick: () => void runner.send(invoice) },
        {
          label: 'Mark Paid',
          icon: CheckCircle2,
          when: allowed.markPaid,
          onClick: () => onDialog({ kind: 'markPaid', invoice }),
        },
        {
          label: 'Re-send',
          icon: Send,
          when: allowed.resend,
          variant: 'outline',
          onClick: () => void runner.send(invoice),
        },
        {
          label: 'Download PDF',
          icon: Download,
          variant: 'outline',
          download: documentPdfUrl('invoices', invoice.id),
        },
        {
          label: 'Cancel Invoice',
          icon: Ban,
          when: allowed.cancel,
          variant: 'destructive-outline',
          onClick: () => onDialog({ kind: 'cancel', invoice }),
        },
      ]}
    />
  );
}
