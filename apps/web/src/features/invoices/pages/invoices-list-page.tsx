import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useListQueryState } from '@/lib/use-list-query-state';
import { Plus, Receipt, Search } from 'lucide-react';
import { INVOICE_MESSAGES, INVOICE_STATUSES } from '@tradeworks/contracts/invoices';
import { DEFAULT_PAGE_SIZE } from '@tradeworks/contracts/paging';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { useCan } from '@/lib/permissions';
import { ListPagination } from '@/components/ui/list-pagination';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useInvoices } from '../api/list-invoices';
import { InvoiceActionDialogs, type InvoiceDialog } from '../components/invoice-action-dialogs';
import { InvoiceSummaryCards } from '../components/invoice-summary-cards';
import { InvoicesTable } from '../components/invoices-table';
import { useInvoiceActionRunner } from '../components/use-invoice-action-runner';

const STATUS_LABELS: Record<string, string> = {
  all: 'All Statuses',
  draft: 'Draft',
  sent: 'Sent',
  paid: 'Paid',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
};

/** /invoices — summary cards, search, status filter and the paged table (state in the URL). */
export function InvoicesListPage() {
  const [params] = useSearchParams();
  const status = params.get('status') ?? 'all';
  const offset = Number(params.get('offset') ?? 0) || 0;
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debounced = useDebouncedValue(search.trim());
  const canEdit = useCan('invoices', 'edit');
  const runner = useInvoiceActionRunner();
  const [dialog, setDialog] = useState<InvoiceDialog>(null);

  const { update } = useListQueryState();

  useEffect(() => {
    if (debounced !== (params.get('search') ?? '')) update({ search: debounced, offset: null });
    // Only a settled change of the typed text updates the URL, not a URL change from outside (back button).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately keyed on the typed text only
  }, [debounced]);
  useEffect(() => {
    document.title = 'Invoices · Tradeworks';
  }, []);

  const invoices = useInvoices({ search: debounced, status, limit: DEFAULT_PAGE_SIZE, offset });
  const filtered = debounced !== '' || status !== 'all';

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6">
      <PageHeader
        className="mb-0"
        title="Invoices"
        description="Bill your clients, send invoices and record payments."
        actions={
          canEdit && (
            <Button asChild>
              <Link to="/invoices/new">
                <Plus aria-hidden="true" />
                New Invoice
              </Link>
            </Button>
          )
        }
      />
      <InvoiceSummaryCards />
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-2 border-b p-4 sm:flex-row sm:justify-end">
          <div className="relative sm:w-72">
            <Search
              className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              aria-label="Search invoices"
              placeholder="Search by invoice # or client..."
              className="pl-9"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <Select value={status} onValueChange={(value) => update({ status: value, offset: null })}>
            <SelectTrigger aria-label="Filter by status" className="sm:w-44">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {['all', ...INVOICE_STATUSES].map((value) => (
                <SelectItem key={value} value={value}>
                  {STATUS_LABELS[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {invoices.isPending ? (
          <div className="grid gap-2 p-4" role="status" aria-busy="true" aria-label="Loading invoices">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : invoices.isError ? (
          <LoadError message={INVOICE_MESSAGES.loadListFailed} onRetry={() => invoices.refetch()} />
        ) : invoices.data.items.length === 0 ? (
          <EmptyState
            icon={Receipt}
            description={
              filtered
                ? INVOICE_MESSAGES.emptySearch
                : 'No invoices yet. Create your first invoice to get started.'
            }
            action={
              !filtered &&
              canEdit && (
                <Button asChild size="sm">
                  <Link to="/invoices/new">New Invoice</Link>
                </Button>
              )
            }
          />
        ) : (
          <>
            <InvoicesTable invoices={invoices.data.items} runner={runner} onDialog={setDialog} />
            <ListPagination
              offset={offset}
              limit={DEFAULT_PAGE_SIZE}
              total={invoices.data.total}
              onOffsetChange={(next) => update({ offset: String(next) })}
              noun="invoices"
            />
          </>
        )}
      </Card>
      <InvoiceActionDialogs dialog={dialog} onClose={() => setDialog(null)} runner={runner} />
    </div>
  );
}
