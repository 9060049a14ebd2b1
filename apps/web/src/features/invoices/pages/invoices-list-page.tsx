import { useState } from 'react';
import { Receipt } from 'lucide-react';
import { INVOICE_MESSAGES, INVOICE_STATUSES } from '@tradeworks/contracts/invoices';
import { DEFAULT_PAGE_SIZE } from '@tradeworks/contracts/paging';
import { Card } from '@/components/ui/card';
import { ListPageToolbar } from '@/components/list-page-toolbar';
import { SalesListBody } from '@/features/sales-documents/components/sales-list-body';
import { SalesListFilters } from '@/features/sales-documents/components/sales-list-filters';
import { useSalesListState } from '@/features/sales-documents/lib/use-sales-list-state';
import { useCan } from '@/lib/permissions';
import { useInvoices } from '../api/list-invoices';
import { InvoiceActionDialogs, type InvoiceDialog } from '../components/invoice-action-dialogs';
import { InvoiceSummaryCards } from '../components/invoice-summary-cards';
import { InvoicesTable } from '../components/invoices-table';
import { useInvoiceActionRunner } from '../components/use-invoice-action-runner';

const STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  sent: 'Sent',
  paid: 'Paid',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
};

/** /invoices — summary cards, search, status filter and the paged table (state in the URL). */
export function InvoicesListPage() {
  const list = useSalesListState('Invoices');
  const canEdit = useCan('invoices', 'edit');
  const runner = useInvoiceActionRunner();
  const [dialog, setDialog] = useState<InvoiceDialog>(null);
  const { search, status, offset, filtered } = list;
  const invoices = useInvoices({ search, status, limit: DEFAULT_PAGE_SIZE, offset });

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6">
      <ListPageToolbar
        title="Invoices"
        description="Bill your clients, send invoices and record payments."
        create={canEdit && { to: '/invoices/new', label: 'New Invoice' }}
      />
      <InvoiceSummaryCards />
      <Card className="overflow-hidden">
        <SalesListFilters state={list} noun="invoices" statuses={INVOICE_STATUSES} labels={STATUS_LABELS} />
        <SalesListBody
          noun="Invoice"
          query={invoices}
          state={list}
          icon={Receipt}
          loadError={INVOICE_MESSAGES.loadListFailed}
          emptyDescription={
            filtered
              ? INVOICE_MESSAGES.emptySearch
              : 'No invoices yet. Create your first invoice to get started.'
          }
          offerCreate={!filtered && canEdit}
        >
          {(items) => <InvoicesTable invoices={items} runner={runner} onDialog={setDialog} />}
        </SalesListBody>
      </Card>
      <InvoiceActionDialogs dialog={dialog} onClose={() => setDialog(null)} runner={runner} />
    </div>
  );
}
