import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { INVOICE_MESSAGES } from '@tradeworks/contracts/invoices';
import { formatDate } from '@/lib/format';
import { DetailFact, DocumentDetailFrame } from '@/features/sales-documents/components/document-detail-frame';
import { DocumentLinesCard } from '@/features/sales-documents/components/document-detail-cards';
import { formatDateOnly, formatTaxRate } from '@/features/sales-documents/lib/document-format';
import { DocumentEmailHistory } from '@/features/emails/public';
import { InvoicePaymentsCard } from '@/features/payments/public';
import { useInvoice } from '../api/get-invoice';
import { InvoiceActionButtons } from '../components/invoice-action-buttons';
import { InvoiceActionDialogs, type InvoiceDialog } from '../components/invoice-action-dialogs';
import { useInvoiceActionRunner } from '../components/use-invoice-action-runner';

/** /invoices/:id — status, total, client, dates, line items, totals; send or re-send, Mark Paid, cancel. */
export function InvoiceDetailPage() {
  const { id = '' } = useParams();
  const invoice = useInvoice(id);
  const runner = useInvoiceActionRunner();
  const [dialog, setDialog] = useState<InvoiceDialog>(null);
  return (
    <DocumentDetailFrame
      query={invoice}
      noun="Invoice"
      recordId={id}
      number={(inv) => inv.invoiceNumber}
      loadErrorMessage={INVOICE_MESSAGES.loadDetailFailed}
      actions={(inv) => <InvoiceActionButtons invoice={inv} runner={runner} onDialog={setDialog} />}
      clientTitle="Bill To"
      facts={(inv) => (
        <>
          <DetailFact label="Due Date" className={inv.status === 'overdue' ? 'text-destructive' : undefined}>
            {formatDateOnly(inv.dueDate)}
          </DetailFact>
          {inv.paidDate && <DetailFact label="Paid">{formatDate(inv.paidDate)}</DetailFact>}
          <DetailFact label="Tax Rate">{formatTaxRate(inv.taxRate)}</DetailFact>
          {inv.status === 'draft' && inv.taxRecomputedAt && (
            <DetailFact label="Tax">
              Recomputed with the current rates, {formatDate(inv.taxRecomputedAt)}
            </DetailFact>
          )}
          <DetailFact label="Created">{formatDate(inv.createdAt)}</DetailFact>
          {inv.sentAt && <DetailFact label="Sent">{formatDate(inv.sentAt)}</DetailFact>}
          {inv.quoteId && (
            <DetailFact label="From Quote">
              <Link className="text-primary hover:underline" to={`/quotes/${inv.quoteId}`}>
                {inv.quoteNumber ?? 'View quote'}
              </Link>
            </DetailFact>
          )}
        </>
      )}
    >
      {(inv) => (
        <>
          <DocumentLinesCard
            lines={inv.lineItems}
            subtotal={inv.subtotal}
            taxRate={inv.taxRate}
            taxAmount={inv.taxAmount}
            taxLines={inv.taxLines}
            total={inv.total}
            amountPaid={inv.status === 'paid' ? undefined : inv.amountPaid}
            balance={inv.balanceDue}
          />
          {inv.status !== 'draft' && <InvoicePaymentsCard invoice={inv} />}
          <DocumentEmailHistory kind="invoice" id={inv.id} />
          <InvoiceActionDialogs dialog={dialog} onClose={() => setDialog(null)} runner={runner} />
        </>
      )}
    </DocumentDetailFrame>
  );
}
