import { Link } from 'react-router';
import { CheckCircle2, Download, Eye, Send } from 'lucide-react';
import type { InvoiceListItem } from '@tradeworks/contracts/invoices';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useCan } from '@/lib/permissions';
import { DocumentStatusBadge } from '@/features/sales-documents/components/document-status-badge';
import { documentPdfUrl } from '@/features/sales-documents/lib/document-pdf-url';
import { formatCurrency, formatDateOnly } from '@/features/sales-documents/lib/format-money';
import { invoiceActions } from '../lib/invoice-actions';
import type { InvoiceDialog } from './invoice-action-dialogs';
import type { InvoiceActionRunner } from './use-invoice-action-runner';

interface InvoicesTableProps {
  invoices: InvoiceListItem[];
  runner: InvoiceActionRunner;
  onDialog: (dialog: InvoiceDialog) => void;
}

/** Invoice #, Client, Amount, Status, Due Date (overdue highlighted), Created, and view / download / send / Mark Paid. */
export function InvoicesTable({ invoices, runner, onDialog }: InvoicesTableProps) {
  const canEdit = useCan('invoices', 'edit');
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Invoice #</TableHead>
          <TableHead>Client</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Due Date</TableHead>
          <TableHead className="hidden md:table-cell">Created</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {invoices.map((invoice) => {
          const allowed = invoiceActions(invoice, canEdit);
          const overdue = invoice.status === 'overdue';
          return (
            <TableRow key={invoice.id}>
              <TableCell className="font-medium whitespace-nowrap">
                <Link to={`/invoices/${invoice.id}`} className="text-primary hover:underline">{invoice.invoiceNumber}</Link>
              </TableCell>
              <TableCell className="max-w-48 truncate">{invoice.clientName}</TableCell>
              <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">{formatCurrency(invoice.total)}</TableCell>
              <TableCell><DocumentStatusBadge status={invoice.status} /></TableCell>
              <TableCell className={cn('whitespace-nowrap', overdue && 'font-medium text-destructive')}>
                {formatDateOnly(invoice.dueDate)}
                {overdue && <span className="sr-only"> (overdue)</span>}
              </TableCell>
              <TableCell className="hidden whitespace-nowrap md:table-cell">{formatDate(invoice.createdAt)}</TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  <Button asChild variant="ghost" size="icon-sm" title="View">
                    <Link to={`/invoices/${invoice.id}`} aria-label={`View invoice ${invoice.invoiceNumber}`}><Eye aria-hidden="true" /></Link>
                  </Button>
                  <Button asChild variant="ghost" size="icon-sm" title="Download PDF">
                    <a href={documentPdfUrl('invoices', invoice.id)} download aria-label={`Download invoice ${invoice.invoiceNumber}`}><Download aria-hidden="true" /></a>
                  </Button>
                  {(allowed.send || allowed.resend) && (
                    <Button variant="ghost" size="icon-sm" title={allowed.send ? 'Send' : 'Re-send'} disabled={runner.pending} onClick={() => void runner.send(invoice)} aria-label={`${allowed.send ? 'Send' : 'Re-send'} invoice ${invoice.invoiceNumber}`}>
                      <Send aria-hidden="true" />
                    </Button>
                  )}
                  {allowed.markPaid && (
                    <Button variant="ghost" size="sm" className="text-emerald-700 hover:text-emerald-800 dark:text-emerald-400" onClick={() => onDialog({ kind: 'markPaid', invoice })} aria-label={`Mark invoice ${invoice.invoiceNumber} paid`}>
                      <CheckCircle2 aria-hidden="true" />
                      <span className="hidden sm:inline">Mark Paid</span>
                    </Button>
                  )}
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
