import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';

interface FrameProps {
  back: { to: string; label: string };
  title: string;
  description?: string;
  /** While loading: skeletons under this accessible name. */
  loadingLabel?: string | false;
  /** Shown in a card instead of the form (no access, not loaded, no longer editable). */
  blocked?: ReactNode;
  children?: ReactNode;
}

/** The page around a quote or invoice form: back link, heading, then skeletons, a blocking card or the form. */
function DocumentFormFrame({ back, title, description, loadingLabel, blocked, children }: FrameProps) {
  return (
    <div className="mx-auto w-full max-w-5xl">
      <Button asChild variant="ghost" size="sm" className="mb-2 -ml-2">
        <Link to={back.to}>
          <ArrowLeft aria-hidden="true" />
          {back.label}
        </Link>
      </Button>
      <PageHeader title={title} description={description} />
      {loadingLabel ? (
        <div className="grid gap-4" role="status" aria-busy="true" aria-label={loadingLabel}>
          <Skeleton className="h-40" />
          <Skeleton className="h-64" />
        </div>
      ) : blocked ? (
        <Card>{blocked}</Card>
      ) : (
        children
      )}
    </div>
  );
}

type Noun = 'Quote' | 'Invoice';
const listPath = (noun: Noun) => `/${noun.toLowerCase()}s`;

interface NewPageProps {
  noun: Noun;
  description: string;
  canEdit: boolean;
  /** The form's defaults are still loading (the organization's configuration). */
  loading: boolean;
  children: ReactNode;
}

/** /quotes/new and /invoices/new: the form, or why this member cannot create one. */
export function DocumentNewPage({ noun, description, canEdit, loading, children }: NewPageProps) {
  useEffect(() => {
    document.title = `New ${noun} · Tradeworks`;
  }, [noun]);
  return (
    <DocumentFormFrame
      back={{ to: listPath(noun), label: `Back to ${noun}s` }}
      title={`New ${noun}`}
      description={description}
      loadingLabel={canEdit && loading && 'Loading'}
      blocked={
        !canEdit && (
          <EmptyState icon={Lock} title={`You can view ${noun.toLowerCase()}s but not create them.`} />
        )
      }
    >
      {children}
    </DocumentFormFrame>
  );
}

interface EditableDocument {
  status: string;
  allowedActions: readonly string[];
}

interface EditPageProps<D extends EditableDocument> {
  noun: Noun;
  id: string;
  query: UseQueryResult<D>;
  numberOf: (doc: D) => string;
  /** Something else the form needs is still loading. */
  loading?: boolean;
  canEdit: boolean;
  loadFailed: string;
  children: (doc: D) => ReactNode;
}

/** /quotes/:id/edit and /invoices/:id/edit — drafts only (the server refuses the rest with 409 too). */
export function DocumentEditPage<D extends EditableDocument>(props: EditPageProps<D>) {
  const { noun, id, query, numberOf, loading = false, canEdit, loadFailed, children } = props;
  const doc = query.data;
  const number = doc ? numberOf(doc) : undefined;
  const lower = noun.toLowerCase();
  const detailPath = `${listPath(noun)}/${id}`;
  useEffect(() => {
    document.title = `Edit ${number ?? noun} · Tradeworks`;
  }, [number, noun]);

  let blocked: ReactNode = null;
  if (query.isError) blocked = <LoadError message={loadFailed} onRetry={() => query.refetch()} />;
  else if (!canEdit) blocked = <EmptyState icon={Lock} title={`You can view ${lower}s but not edit them.`} />;
  else if (doc && !doc.allowedActions.includes('edit'))
    blocked = (
      <EmptyState
        icon={Lock}
        title={`This ${lower} can no longer be edited`}
        description={`${noun} ${number} is ${doc.status}; only draft ${lower}s can be edited.`}
        action={
          <Button asChild size="sm" variant="outline">
            <Link to={detailPath}>View {lower}</Link>
          </Button>
        }
      />
    );
  return (
    <DocumentFormFrame
      back={
        doc
          ? { to: detailPath, label: `Back to ${number}` }
          : { to: listPath(noun), label: `Back to ${noun}s` }
      }
      title={doc ? `Edit ${noun} ${number}` : `Edit ${noun}`}
      loadingLabel={(query.isPending || loading) && `Loading ${lower}`}
      blocked={blocked}
    >
      {doc && children(doc)}
    </DocumentFormFrame>
  );
}
