import { useEffect, type ReactNode } from 'react';
import { formatMoney } from '@tradeworks/contracts/money';
import { DETAIL_PAGE_WIDTH } from '@/lib/page-width';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { RecordMissing } from '@/components/record-missing';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import type { DocumentClient } from '@tradeworks/contracts/quotes';
import { DocumentStatusBadge } from './document-status-badge';
import { DocumentPartiesCards } from './document-detail-cards';

interface DetailQuery<T> {
  isPending: boolean;
  isError: boolean;
  error?: unknown;
  data?: T;
  refetch: () => unknown;
}

/** What every quote and invoice detail carries for the page's header and client card. */
interface SalesDocumentShown {
  status: string;
  total: string;
  clientName: string;
  client: DocumentClient | null;
  notes: string | null;
}

interface DocumentDetailFrameProps<T extends SalesDocumentShown> {
  query: DetailQuery<T>;
  noun: 'Quote' | 'Invoice';
  /** The id from the URL, for the not-found / deleted state. */
  recordId: string;
  number: (data: T) => string;
  loadErrorMessage: string;
  /** Beside the status badge (a quote's Archived). */
  marker?: (data: T) => ReactNode;
  /** The header's action row (`DetailActions`). */
  actions: (data: T) => ReactNode;
  /** 'Client' on a quote, 'Bill To' on an invoice. */
  clientTitle: string;
  /** The document's own rows of the Details card (`DetailFact`). */
  facts: (data: T) => ReactNode;
  /** What follows the client and details cards: lines, payments, e-mails, dialogs. */
  children: (data: T) => ReactNode;
}

/**
 * A quote's or invoice's page: back link, number, status, total and actions, the client and details cards,
 * then what the document adds; with its loading, not-found and load-error states.
 */
export function DocumentDetailFrame<T extends SalesDocumentShown>({
  query,
  noun,
  recordId,
  number,
  loadErrorMessage,
  marker,
  actions,
  clientTitle,
  facts,
  children,
}: DocumentDetailFrameProps<T>) {
  const entity = noun === 'Quote' ? 'quote' : 'invoice';
  const listPath = `/${entity}s`;
  const documentNumber = query.data ? number(query.data) : undefined;
  useEffect(() => {
    document.title = `${documentNumber ?? noun} · Tradeworks`;
  }, [documentNumber, noun]);

  // Always inside a block, so a grid never stretches the link across the page.
  const back = (
    <Button asChild variant="ghost" size="sm" className="mb-2 -ml-2">
      <Link to={listPath}>
        <ArrowLeft aria-hidden="true" />
        Back to {noun}s
      </Link>
    </Button>
  );
  if (query.isPending) {
    return (
      <div
        className={cn('mx-auto grid w-full gap-4', DETAIL_PAGE_WIDTH)}
        role="status"
        aria-busy="true"
        aria-label={`Loading ${noun.toLowerCase()}`}
      >
        <div>{back}</div>
        <Skeleton className="h-16" />
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
        <Skeleton className="h-56" />
      </div>
    );
  }
  if (query.isError || !query.data) {
    // An unknown or malformed id (404) says '<Noun> not found' — or that it was deleted — not 'Failed to load'.
    return (
      <div className={cn('mx-auto w-full', DETAIL_PAGE_WIDTH)}>
        {back}
        <Card>
          {isApiError(query.error, 404) ? (
            <RecordMissing entity={entity} id={recordId} noun={noun} />
          ) : (
            <LoadError message={loadErrorMessage} onRetry={() => query.refetch()} />
          )}
        </Card>
      </div>
    );
  }
  const data = query.data;
  return (
    <div className={cn('mx-auto grid w-full gap-6', DETAIL_PAGE_WIDTH)}>
      <div>
        {back}
        <DocumentDetailHeader
          noun={noun}
          number={number(data)}
          status={data.status}
          total={data.total}
          marker={marker?.(data)}
          actions={actions(data)}
        />
      </div>
      <DocumentPartiesCards
        clientTitle={clientTitle}
        clientName={data.clientName}
        client={data.client}
        notes={data.notes}
      >
        {facts(data)}
      </DocumentPartiesCards>
      {children(data)}
    </div>
  );
}

/** Number, status badge, total and the actions the state allows. */
function DocumentDetailHeader(props: {
  noun: string;
  number: string;
  status: string;
  total: string;
  marker?: ReactNode;
  /** The row of actions (`DetailActions`). */
  actions: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight">
            {props.noun} {props.number}
          </h1>
          <DocumentStatusBadge status={props.status} />
          {props.marker}
        </div>
        <p className="text-3xl font-semibold tabular-nums" aria-label={`${props.noun} total`}>
          {formatMoney(props.total)}
        </p>
      </div>
      {props.actions}
    </div>
  );
}

/** One label/value row of a document's Details card. */
export function DetailFact({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className="flex justify-between gap-4 py-2 text-sm first:pt-0 last:pb-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={cn('text-right font-medium', className)}>{children}</dd>
    </div>
  );
}
