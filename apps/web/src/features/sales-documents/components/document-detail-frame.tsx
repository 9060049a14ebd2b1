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
import { DocumentStatusBadge } from './document-status-badge';

interface DetailQuery<T> {
  isPending: boolean;
  isError: boolean;
  error?: unknown;
  data?: T;
  refetch: () => unknown;
}

interface DocumentDetailFrameProps<T> {
  query: DetailQuery<T>;
  /** "Quote" or "Invoice" */
  noun: string;
  /** The record kind and the id from the URL, for the not-found / deleted state. */
  entity: 'quote' | 'invoice';
  recordId: string;
  listPath: string;
  number: (data: T) => string;
  loadErrorMessage: string;
  header: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
}

/** The shell of a quote or invoice page: back link, document title, loading and load-error states. */
export function DocumentDetailFrame<T>({
  query,
  noun,
  entity,
  recordId,
  listPath,
  number,
  loadErrorMessage,
  header,
  children,
}: DocumentDetailFrameProps<T>) {
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
  return (
    <div className={cn('mx-auto grid w-full gap-6', DETAIL_PAGE_WIDTH)}>
      <div>
        {back}
        {header(query.data)}
      </div>
      {children(query.data)}
    </div>
  );
}

/** Number, status badge, total and the actions the state allows. */
export function DocumentDetailHeader(props: {
  noun: string;
  number: string;
  status: string;
  total: string;
  marker?: ReactNode;
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
      <div className="flex flex-wrap gap-2">{props.actions}</div>
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

export function DocumentNotes({ notes }: { notes: string | null | undefined }) {
  if (!notes) return null;
  return (
    <div className="mt-4 border-t pt-4">
      <h3 className="mb-1 text-sm text-muted-foreground">Notes</h3>
      <p className="text-sm whitespace-pre-line">{notes}</p>
    </div>
  );
}
