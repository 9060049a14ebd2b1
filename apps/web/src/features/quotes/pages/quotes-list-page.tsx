import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useListQueryState } from '@/lib/use-list-query-state';
import { FileText, Plus, Search } from 'lucide-react';
import { DEFAULT_PAGE_SIZE } from '@tradeworks/contracts/paging';
import { QUOTE_FILTER_STATUSES, QUOTE_MESSAGES } from '@tradeworks/contracts/quotes';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoadError } from '@/components/load-error';
import { useCan } from '@/lib/permissions';
import { ListPagination } from '@/components/ui/list-pagination';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useQuotes } from '../api/list-quotes';
import { QuoteActionDialogs, type QuoteDialog } from '../components/quote-action-dialogs';
import { QuoteSummaryCards } from '../components/quote-summary-cards';
import { QuotesTable } from '../components/quotes-table';
import { useQuoteActionRunner } from '../components/use-quote-action-runner';

const STATUS_LABELS: Record<string, string> = {
  all: 'All Statuses',
  draft: 'Draft',
  sent: 'Sent',
  approved: 'Approved',
  expired: 'Expired',
};

/** /quotes — summary cards, Open/Archived tabs, search, status filter and the paged table (state in the URL). */
export function QuotesListPage() {
  const [params] = useSearchParams();
  const archived = params.get('tab') === 'archived';
  const tab = archived ? 'archived' : 'open';
  const status = params.get('status') ?? 'all';
  const offset = Number(params.get('offset') ?? 0) || 0;
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debounced = useDebouncedValue(search.trim());
  const canEdit = useCan('quotes', 'edit');
  const runner = useQuoteActionRunner();
  const [dialog, setDialog] = useState<QuoteDialog>(null);

  const { update } = useListQueryState();

  useEffect(() => {
    if (debounced !== (params.get('search') ?? '')) update({ search: debounced, offset: null });
    // Only a settled change of the typed text updates the URL, not a URL change from outside (back button).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately keyed on the typed text only
  }, [debounced]);
  useEffect(() => {
    document.title = 'Quotes · Tradeworks';
  }, []);

  const quotes = useQuotes({ archived, search: debounced, status, limit: DEFAULT_PAGE_SIZE, offset });
  const filtered = debounced !== '' || status !== 'all';

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6">
      <PageHeader
        className="mb-0"
        title="Quotes"
        description="Create, send and track quotes for your clients."
        actions={
          canEdit && (
            <Button asChild>
              <Link to="/quotes/new">
                <Plus aria-hidden="true" />
                New Quote
              </Link>
            </Button>
          )
        }
      />
      <QuoteSummaryCards />
      {/* The tabs own the list below as their panel, so aria-controls points at a rendered element. */}
      <Tabs
        value={tab}
        onValueChange={(next) => update({ tab: next === 'archived' ? 'archived' : null, offset: null })}
        asChild
      >
        <Card className="overflow-hidden">
          <div className="flex flex-col gap-3 border-b p-4 lg:flex-row lg:items-center lg:justify-between">
            <TabsList>
              <TabsTrigger value="open">Open</TabsTrigger>
              <TabsTrigger value="archived">Archived</TabsTrigger>
            </TabsList>
            <div className="flex flex-col gap-2 sm:flex-row">
              <div className="relative sm:w-72">
                <Search
                  className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground"
                  aria-hidden="true"
                />
                <Input
                  type="search"
                  aria-label="Search quotes"
                  placeholder="Search by quote # or client..."
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
                  {['all', ...QUOTE_FILTER_STATUSES].map((value) => (
                    <SelectItem key={value} value={value}>
                      {STATUS_LABELS[value]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          </div>
          <TabsContent value={tab} className="mt-0">
            {quotes.isPending ? (
              <div className="grid gap-2 p-4" role="status" aria-busy="true" aria-label="Loading quotes">
                {[0, 1, 2, 3, 4].map((i) => (
                  <Skeleton key={i} className="h-10" />
                ))}
              </div>
            ) : quotes.isError ? (
              <LoadError
                message="Failed to load quotes. Please try again."
                onRetry={() => quotes.refetch()}
              />
            ) : quotes.data.items.length === 0 ? (
              <EmptyState
                icon={FileText}
                description={
                  filtered
                    ? QUOTE_MESSAGES.emptySearch
                    : archived
                      ? 'No archived quotes yet.'
                      : QUOTE_MESSAGES.emptyList
                }
                action={
                  !filtered &&
                  !archived &&
                  canEdit && (
                    <Button asChild size="sm">
                      <Link to="/quotes/new">New Quote</Link>
                    </Button>
                  )
                }
              />
            ) : (
              <>
                <QuotesTable quotes={quotes.data.items} runner={runner} onDialog={setDialog} />
                <ListPagination
                  offset={offset}
                  limit={DEFAULT_PAGE_SIZE}
                  total={quotes.data.total}
                  onOffsetChange={(next) => update({ offset: String(next) })}
                  noun="quotes"
                />
              </>
            )}
          </TabsContent>
        </Card>
      </Tabs>
      <QuoteActionDialogs dialog={dialog} onClose={() => setDialog(null)} runner={runner} />
    </div>
  );
}
