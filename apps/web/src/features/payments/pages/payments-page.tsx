import { useEffect, useState } from 'react';
import { CreditCard, Plus, Search, X } from 'lucide-react';
import {
  LEDGER_PAYMENT_METHODS,
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUSES,
  type Payment,
} from '@tradeworks/contracts/payments';
import { DEFAULT_PAGE_SIZE } from '@tradeworks/contracts/paging';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { ListPagination } from '@/components/ui/list-pagination';
import { PageHeader } from '@/components/ui/page-header';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { useCan } from '@/lib/permissions';
import { useListQueryState } from '@/lib/use-list-query-state';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePayments } from '../api/list-payments';
import { PaymentsSummaryCards } from '../components/payments-summary-cards';
import { PaymentsTable } from '../components/payments-table';
import { ProcessPaymentForm } from '../components/process-payment-form';
import { RefundDialog } from '../components/refund-dialog';

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** /payments — the three cards, the Process Payment toggle form, and the Payment History (state in the URL). */
export function PaymentsPage() {
  const {
    search: urlSearch,
    offset,
    filters,
    update,
  } = useListQueryState(['status', 'method', 'from', 'to']);
  const [search, setSearch] = useState(urlSearch);
  const debounced = useDebouncedValue(search.trim());
  const canEdit = useCan('payments', 'edit');
  const [formOpen, setFormOpen] = useState(false);
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const status = filters.status || 'all';
  const method = filters.method || 'all';

  useEffect(() => {
    if (debounced !== urlSearch) update({ search: debounced, offset: null });
    // Only a new debounced value writes the URL; a URL change must not write itself back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  useEffect(() => {
    document.title = 'Payments · Tradeworks';
  }, []);

  const payments = usePayments({
    search: debounced,
    status,
    method,
    from: filters.from,
    to: filters.to,
    limit: DEFAULT_PAGE_SIZE,
    offset,
  });
  const filtered = debounced !== '' || status !== 'all' || method !== 'all' || !!filters.from || !!filters.to;

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6">
      <PageHeader
        className="mb-0"
        title="Payments"
        description="Record payments against invoices, charge saved cards and issue refunds."
        actions={
          canEdit && (
            <Button onClick={() => setFormOpen((open) => !open)} aria-expanded={formOpen}>
              {formOpen ? <X aria-hidden="true" /> : <Plus aria-hidden="true" />}
              {formOpen ? 'Close Form' : 'Process Payment'}
            </Button>
          )
        }
      />
      <PaymentsSummaryCards />
      {canEdit && formOpen && (
        <Card>
          <CardHeader>
            <CardTitle>Process Payment</CardTitle>
          </CardHeader>
          <CardContent>
            <ProcessPaymentForm onCancel={() => setFormOpen(false)} />
          </CardContent>
        </Card>
      )}
      <Card className="overflow-hidden">
        <div className="grid gap-3 border-b p-4">
          <h2 className="text-lg font-semibold">Payment History</h2>
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto_auto]">
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                type="search"
                aria-label="Search payments"
                placeholder="Search by client, invoice # or reference..."
                className="pl-9"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
            <Select value={status} onValueChange={(value) => update({ status: value, offset: null })}>
              <SelectTrigger aria-label="Filter by status" className="lg:w-40">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">All Statuses</SelectItem>
                {PAYMENT_STATUSES.map((value) => (
                  <SelectItem key={value} value={value}>
                    {capital(value)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Select value={method} onValueChange={(value) => update({ method: value, offset: null })}>
              <SelectTrigger aria-label="Filter by method" className="lg:w-40">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">All Methods</SelectItem>
                {LEDGER_PAYMENT_METHODS.map((value) => (
                  <SelectItem key={value} value={value}>
                    {PAYMENT_METHOD_LABELS[value]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Input
              type="date"
              aria-label="From date"
              value={filters.from}
              onChange={(e) => update({ from: e.target.value, offset: null })}
            />
            <Input
              type="date"
              aria-label="To date"
              value={filters.to}
              onChange={(e) => update({ to: e.target.value, offset: null })}
            />
          </div>
        </div>
        {payments.isPending ? (
          <div className="grid gap-2 p-4" role="status" aria-busy="true" aria-label="Loading payments">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : payments.isError ? (
          <LoadError message={PAYMENT_MESSAGES.loadFailed} onRetry={() => payments.refetch()} />
        ) : payments.data.items.length === 0 ? (
          <EmptyState
            icon={CreditCard}
            description={
              filtered
                ? 'No payments found matching your search.'
                : 'No payments yet. Payments recorded against invoices appear here.'
            }
          />
        ) : (
          <>
            <PaymentsTable payments={payments.data.items} onRefund={setRefunding} />
            <ListPagination
              offset={offset}
              limit={DEFAULT_PAGE_SIZE}
              total={payments.data.total}
              onOffsetChange={(next) => update({ offset: String(next) })}
              noun="payments"
            />
          </>
        )}
      </Card>
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </div>
  );
}
