import { Ban, CheckCircle2 } from 'lucide-react';
import type { InvoiceDetail } from '@tradeworks/contracts/invoices';
import { DetailActions } from '@/components/detail-actions';
import { useCan } from '@/lib/permissions';
import { salesDocumentActions } from '@/features/sales-documents/lib/sales-document-actions';
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
  const actions = salesDocumentActions({
    noun: 'Invoice',
    id: invoice.id,
    allowed,
    send: () => void runner.send(invoice),
    afterSend: [
      {
        label: 'Mark Paid',
        icon: CheckCircle2,
        when: allowed.markPaid,
        onClick: () => onDialog({ kind: 'markPaid', invoice }),
      },
    ],
    afterDownload: [
      {
        label: 'Cancel Invoice',
        icon: Ban,
        when: allowed.cancel,
        variant: 'destructive-outline',
        onClick: () => onDialog({ kind: 'cancel', invoice }),
      },
    ],
  });
  return <DetailActions busy={runner.pending} actions={actions} />;
}
