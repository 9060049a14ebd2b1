import { formatMoney } from '@tradeworks/contracts/money';
import type { QuoteListItem } from '@tradeworks/contracts/quotes';
import { formatDate } from '@/lib/format';
import {
  createdColumn,
  SalesDocumentTable,
} from '@/features/sales-documents/components/sales-document-table';
import type { QuoteDialog } from './quote-action-dialogs';
import { QuoteActionsMenu } from './quote-actions-menu';
import type { QuoteActionRunner } from './use-quote-action-runner';

const capitalize = (word: string | null) => (word ? word.charAt(0).toUpperCase() + word.slice(1) : '—');

interface QuotesTableProps {
  quotes: QuoteListItem[];
  runner: QuoteActionRunner;
  onDialog: (dialog: QuoteDialog) => void;
}

/** Quote #, Client, Project Type, Amount, Status, Valid Until, Created, Actions; on phones a list of cards. */
export function QuotesTable({ quotes, runner, onDialog }: QuotesTableProps) {
  const menu = (quote: QuoteListItem) => (
    <QuoteActionsMenu quote={quote} runner={runner} onDialog={onDialog} />
  );
  return (
    <SalesDocumentTable
      documents={quotes}
      noun="Quote"
      number={(quote) => quote.quoteNumber}
      beforeAmount={[
        {
          head: 'Project Type',
          headClassName: 'hidden lg:table-cell',
          className: 'hidden lg:table-cell',
          cell: (quote) => capitalize(quote.projectType),
        },
      ]}
      afterStatus={[
        {
          head: 'Valid Until',
          headClassName: 'hidden md:table-cell',
          className: 'hidden whitespace-nowrap md:table-cell',
          cell: (quote) => (quote.validUntil ? formatDate(quote.validUntil) : 'No expiration'),
        },
        createdColumn('md'),
        {
          head: <span className="sr-only">Actions</span>,
          headClassName: 'w-12 text-right',
          className: 'text-right',
          cell: menu,
        },
      ]}
      cardFacts={(quote) => (
        <p className="text-muted-foreground">
          <span className="font-semibold text-foreground tabular-nums">{formatMoney(quote.total)}</span>
          {' · '}
          {quote.validUntil ? `Valid until ${formatDate(quote.validUntil)}` : 'No expiration'}
        </p>
      )}
      cardActions={{ place: 'side', render: menu }}
    />
  );
}
