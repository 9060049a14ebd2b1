import type { InvoiceListItem } from '@tradeworks/contracts/invoices';
import { formatMoney } from '@tradeworks/contracts/money';
import { cn } from '@/lib/utils';
import { useCan } from '@/lib/permissions';
import {
  createdColumn,
  SalesDocumentTable,
} from '@/features/sales-documents/components/sales-document-table';
import { formatDateOnly } from '@/features/sales-documents/lib/document-format';
import { permittedInvoiceActions } from './permitted-invoice-actions';
import type { InvoiceDialog } from './invoice-action-dialogs';
import { InvoiceRowActions } from './invoice-row-actions';
import type { InvoiceActionRunner } from './use-invoice-action-runner';

interface InvoicesTableProps {
  invoices: InvoiceListItem[];
  runner: InvoiceActionRunner;
  onDialog: (dialog: InvoiceDialog) => void;
}

function DueDate({ invoice }: { invoice: InvoiceListItem }) {
  const overdue = invoice.status === 'overdue';
  return (
    <span className={cn('whitespace-nowrap', overdue && 'font-medium text-destructive')}>
      {formatDateOnly(invoice.dueDate)}
      {overdue && <span className="sr-only"> (overdue)</span>}
    </span>
  );
}

/**
 * Invoice #, Client, Amount, Status, Due Date (overdue highlighted), Created, and view / download / send /
 * Mark Paid; on phones the same as a list of cards.
 */
export function InvoicesTable({ invoices, runner, onDialog }: InvoicesTableProps) {
  const canEdit = useCan('invoices', 'edit');
  const actions = (invoice: InvoiceListItem) => (
    <InvoiceRowActions
      invoice={invoice}
      allowed={permittedInvoiceActions(invoice, canEdit)}
      runner={runner}
      onDialog={onDialog}
    />
  );
  return (
    <SalesDocumentTable
      documents={invoices}
      noun="Invoice"
      number={(invoice) => invoice.invoiceNumber}
      afterStatus={[
        { head: 'Due Date', cell: (invoice) => <DueDate invoice={invoice} /> },
        createdColumn('lg'),
        { head: 'Actions', headClassName: 'text-right', className: 'py-2', cell: actions },
      ]}
      cardFacts={(invoice) => (
        <div className="flex items-center justify-between gap-2">
          <span className="text-muted-foreground">
            Due <DueDate invoice={invoice} />
          </span>
          <span className="font-semibold tabular-nums">{formatMoney(invoice.total)}</span>
        </div>
      )}
      cardActions={{ place: 'below', render: actions }}
    />
  );
}
