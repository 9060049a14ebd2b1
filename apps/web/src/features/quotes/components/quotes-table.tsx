import { Link } from 'react-router';
import { formatMoney } from '@tradeworks/contracts/money';
import type { QuoteListItem } from '@tradeworks/contracts/quotes';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { DocumentStatusBadge } from '@/features/sales-documents/components/document-status-badge';
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
  return (
    <>
      <ul className="divide-y sm:hidden" aria-label="Quotes">
        {quotes.map((quote) => (
          <li key={quote.id} className="flex items-start justify-between gap-3 px-4 py-3 text-sm">
            <div className="grid min-w-0 flex-1 gap-1">
              <div className="flex items-center gap-2">
                <Link to={`/quotes/${quote.id}`} className="font-medium text-primary hover:underline">
                  {quote.quoteNumber}
                </Link>
                <DocumentStatusBadge status={quote.status} />
              </div>
              <p className="truncate">{quote.clientName}</p>
              <p className="text-muted-foreground">
                <span className="font-semibold text-foreground tabular-nums">{formatMoney(quote.total)}</span>
                {' · '}
                {quote.validUntil ? `Valid until ${formatDate(quote.validUntil)}` : 'No expiration'}
              </p>
            </div>
            <QuoteActionsMenu quote={quote} runner={runner} onDialog={onDialog} />
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Quote #</TableHead>
              <TableHead>Client</TableHead>
              <TableHead className="hidden lg:table-cell">Project Type</TableHead>
              <TableHead className="text-right">Amount</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="hidden md:table-cell">Valid Until</TableHead>
              <TableHead className="hidden md:table-cell">Created</TableHead>
              <TableHead className="w-12 text-right">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {quotes.map((quote) => (
              <TableRow key={quote.id}>
                <TableCell className="font-medium whitespace-nowrap">
                  <Link to={`/quotes/${quote.id}`} className="text-primary hover:underline">
                    {quote.quoteNumber}
                  </Link>
                </TableCell>
                <TableCell className="max-w-48 truncate">{quote.clientName}</TableCell>
                <TableCell className="hidden lg:table-cell">{capitalize(quote.projectType)}</TableCell>
                <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">
                  {formatMoney(quote.total)}
                </TableCell>
                <TableCell>
                  <DocumentStatusBadge status={quote.status} />
                </TableCell>
                <TableCell className="hidden whitespace-nowrap md:table-cell">
                  {quote.validUntil ? formatDate(quote.validUntil) : 'No expiration'}
                </TableCell>
                <TableCell className="hidden whitespace-nowrap md:table-cell">
                  {formatDate(quote.createdAt)}
                </TableCell>
                <TableCell className="text-right">
                  <QuoteActionsMenu quote={quote} runner={runner} onDialog={onDialog} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
