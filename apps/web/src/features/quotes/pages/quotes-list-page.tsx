import { useState } from 'react';
import { FileText } from 'lucide-react';
import { DEFAULT_PAGE_SIZE } from '@tradeworks/contracts/paging';
import { QUOTE_FILTER_STATUSES, QUOTE_MESSAGES } from '@tradeworks/contracts/quotes';
import { Card } from '@/components/ui/card';
import { ListPageToolbar } from '@/components/list-page-toolbar';
import { SalesListBody } from '@/features/sales-documents/components/sales-list-body';
import { SalesListFilters } from '@/features/sales-documents/components/sales-list-filters';
import { useSalesListState } from '@/features/sales-documents/lib/use-sales-list-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCan } from '@/lib/permissions';
import { useQuotes } from '../api/list-quotes';
import { QuoteActionDialogs, type QuoteDialog } from '../components/quote-action-dialogs';
import { QuoteSummaryCards } from '../components/quote-summary-cards';
import { QuotesTable } from '../components/quotes-table';
import { useQuoteActionRunner } from '../components/use-quote-action-runner';

const STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  sent: 'Sent',
  approved: 'Approved',
  expired: 'Expired',
};

/** /quotes — summary cards, Open/Archived tabs, search, status filter and the paged table (state in the URL). */
export function QuotesListPage() {
  const list = useSalesListState('Quotes');
  const archived = list.params.get('tab') === 'archived';
  const tab = archived ? 'archived' : 'open';
  const canEdit = useCan('quotes', 'edit');
  const runner = useQuoteActionRunner();
  const [dialog, setDialog] = useState<QuoteDialog>(null);
  const { search, status, offset, filtered, update } = list;
  const quotes = useQuotes({ archived, search, status, limit: DEFAULT_PAGE_SIZE, offset });

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6">
      <ListPageToolbar
        title="Quotes"
        description="Create, send and track quotes for your clients."
        create={canEdit && { to: '/quotes/new', label: 'New Quote' }}
      />
      <QuoteSummaryCards />
      {/* The tabs own the list below as their panel, so aria-controls points at a rendered element. */}
      <Tabs
        value={tab}
        onValueChange={(next) => update({ tab: next === 'archived' ? 'archived' : null, offset: null })}
        asChild
      >
        <Card className="overflow-hidden">
          <SalesListFilters
            state={list}
            noun="quotes"
            statuses={QUOTE_FILTER_STATUSES}
            labels={STATUS_LABELS}
            start={
              <TabsList>
                <TabsTrigger value="open">Open</TabsTrigger>
                <TabsTrigger value="archived">Archived</TabsTrigger>
              </TabsList>
            }
          />
          <TabsContent value={tab} className="mt-0">
            <SalesListBody
              noun="Quote"
              query={quotes}
              state={list}
              icon={FileText}
              loadError="Failed to load quotes. Please try again."
              emptyDescription={
                filtered
                  ? QUOTE_MESSAGES.emptySearch
                  : archived
                    ? 'No archived quotes yet.'
                    : QUOTE_MESSAGES.emptyList
              }
              offerCreate={!filtered && !archived && canEdit}
            >
              {(items) => <QuotesTable quotes={items} runner={runner} onDialog={setDialog} />}
            </SalesListBody>
          </TabsContent>
        </Card>
      </Tabs>
      <QuoteActionDialogs dialog={dialog} onClose={() => setDialog(null)} runner={runner} />
    </div>
  );
}
