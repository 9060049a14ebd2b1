import { Link } from 'react-router';
import type { InvoiceListItem } from '@tradeworks/contracts/invoices';
import { formatMoney } from '@tradeworks/contracts/money';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useCan } from '@/lib/permissions';
import { DocumentStatusBadge } from '@/features/sales-documents/components/document-status-badge';
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
  return (
    <>
      <ul className="divide-y sm:hidden" aria-label="Invoices">
        {invoices.map((invoice) => (
          <li key={invoice.id} className="grid gap-1 px-4 py-3 text-sm">
            <div className="flex items-center justify-between gap-2">
              <Link to={`/invoices/${invoice.id}`} className="font-medium text-primary hover:underline">
                {invoice.invoiceNumber}
              </Link>
              <DocumentStatusBadge status={invoice.status} />
            </div>
            <p className="truncate">{invoice.clientName}</p>
            <div className="flex items-center justify-between gap-2">
              <span className="text-muted-foreground">
                Due <DueDate invoice={invoice} />
              </span>
              <span className="font-semibold tabular-nums">{formatMoney(invoice.total)}</span>
            </div>
            <InvoiceRowActions
              invoice={invoice}
              allowed={permittedInvoiceActions(invoice, canEdit)}
              runner={runner}
              onDialog={onDialog}
            />
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Invoice #</TableHead>
              <TableHead>Client</TableHead>
              <TableHead className="text-right">Amount</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Due Date</TableHead>
              <TableHead className="hidden lg:table-cell">Created</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {invoices.map((invoice) => (
              <TableRow key={invoice.id}>
                <TableCell className="font-medium whitespace-nowrap">
                  <Link to={`/invoices/${invoice.id}`} className="text-primary hover:underline">
                    {invoice.invoiceNumber}
                  </Link>
                </TableCell>
                <TableCell className="max-w-48 truncate">{invoice.clientName}</TableCell>
                <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">
                  {formatMoney(invoice.total)}
                </TableCell>
                <TableCell>
                  <DocumentStatusBadge status={invoice.status} />
                </TableCell>
                <TableCell>
                  <DueDate invoice={invoice} />
                </TableCell>
                <TableCell className="hidden whitespace-nowrap lg:table-cell">
                  {formatDate(invoice.createdAt)}
                </TableCell>
                <TableCell className="py-2">
                  <InvoiceRowActions
                    invoice={invoice}
                    allowed={permittedInvoiceActions(invoice, canEdit)}
                    runner={runner}
                    onDialog={onDialog}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
