import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@tradeworks/contracts/money';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { DocumentStatusBadge } from './document-status-badge';

/** What every quote and invoice list row carries. */
interface SalesListRow {
  id: string;
  status: string;
  clientName: string;
  total: string;
  createdAt: string;
}

/** A column a document adds to the shared ones. */
export interface SalesColumn<T> {
  head: ReactNode;
  headClassName?: string;
  className?: string;
  cell: (doc: T) => ReactNode;
}

interface SalesDocumentTableProps<T extends SalesListRow> {
  documents: T[];
  noun: 'Quote' | 'Invoice';
  number: (doc: T) => string;
  /** Between Client and Amount (a quote's Project Type). */
  beforeAmount?: SalesColumn<T>[];
  /** After Status: the document's date, Created (its own breakpoint) and the actions. */
  afterStatus: SalesColumn<T>[];
  /** A phone's card, under the number, badge and client: the amount and the document's date. */
  cardFacts: (doc: T) => ReactNode;
  /** A phone card's actions: a menu beside the card (`side`) or a row of buttons under it (`below`). */
  cardActions: { place: 'side' | 'below'; render: (doc: T) => ReactNode };
}

/** The created date, as every sales list shows it (from `breakpoint` up). */
export function createdColumn<T extends SalesListRow>(breakpoint: 'md' | 'lg'): SalesColumn<T> {
  const className = breakpoint === 'md' ? 'hidden md:table-cell' : 'hidden lg:table-cell';
  return {
    head: 'Created',
    headClassName: className,
    className: cn('whitespace-nowrap', className),
    cell: (doc) => formatDate(doc.createdAt),
  };
}

/** A quote or invoice list: number, client, amount, status and what the document adds; on phones as cards. */
export function SalesDocumentTable<T extends SalesListRow>(props: SalesDocumentTableProps<T>) {
  const { documents, noun, number, beforeAmount = [], afterStatus, cardFacts, cardActions } = props;
  const path = (doc: T) => `/${noun.toLowerCase()}s/${doc.id}`;
  const columns = (list: SalesColumn<T>[], doc: T) =>
    list.map((column, index) => (
      <TableCell key={index} className={column.className}>
        {column.cell(doc)}
      </TableCell>
    ));
  const heads = (list: SalesColumn<T>[]) =>
    list.map((column, index) => (
      <TableHead key={index} className={column.headClassName}>
        {column.head}
      </TableHead>
    ));
  return (
    <>
      <ul className="divide-y sm:hidden" aria-label={`${noun}s`}>
        {documents.map((doc) => {
          const heading = (
            <>
              <Link to={path(doc)} className="font-medium text-primary hover:underline">
                {number(doc)}
              </Link>
              <DocumentStatusBadge status={doc.status} />
            </>
          );
          return cardActions.place === 'side' ? (
            <li key={doc.id} className="flex items-start justify-between gap-3 px-4 py-3 text-sm">
              <div className="grid min-w-0 flex-1 gap-1">
                <div className="flex items-center gap-2">{heading}</div>
                <p className="truncate">{doc.clientName}</p>
                {cardFacts(doc)}
              </div>
              {cardActions.render(doc)}
            </li>
          ) : (
            <li key={doc.id} className="grid gap-1 px-4 py-3 text-sm">
              <div className="flex items-center justify-between gap-2">{heading}</div>
              <p className="truncate">{doc.clientName}</p>
              {cardFacts(doc)}
              {cardActions.render(doc)}
            </li>
          );
        })}
      </ul>
      <div className="hidden sm:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{noun} #</TableHead>
              <TableHead>Client</TableHead>
              {heads(beforeAmount)}
              <TableHead className="text-right">Amount</TableHead>
              <TableHead>Status</TableHead>
              {heads(afterStatus)}
            </TableRow>
          </TableHeader>
          <TableBody>
            {documents.map((doc) => (
              <TableRow key={doc.id}>
                <TableCell className="font-medium whitespace-nowrap">
                  <Link to={path(doc)} className="text-primary hover:underline">
                    {number(doc)}
                  </Link>
                </TableCell>
                <TableCell className="max-w-48 truncate">{doc.clientName}</TableCell>
                {columns(beforeAmount, doc)}
                <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">
                  {formatMoney(doc.total)}
                </TableCell>
                <TableCell>
                  <DocumentStatusBadge status={doc.status} />
                </TableCell>
                {columns(afterStatus, doc)}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
