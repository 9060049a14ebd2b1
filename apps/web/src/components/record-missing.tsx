import { useQuery } from '@tanstack/react-query';
import { SearchX, Trash2 } from 'lucide-react';
import type { DeletableRecord, DeletedRecord } from '@tradeworks/contracts/deleted-records';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { apiFetch } from '@/lib/api-client';
import { formatDate } from '@/lib/format';

/** Query keys of the deleted-record look-up (shared by every detail page). */
export const deletedRecordKeys = {
  one: (entity: DeletableRecord, id: string) => ['deleted-records', entity, id] as const,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface RecordMissingProps {
  entity: DeletableRecord;
  id: string;
  /** 'Quote', 'Invoice', 'Purchase order' … */
  noun: string;
}

/**
 * A record page whose record is not there (404): 'This quote was deleted.' when the audit log has its
 * deletion (a stale dashboard or e-mail link), else '<Noun> not found'.
 */
export function RecordMissing({ entity, id, noun }: RecordMissingProps) {
  const deleted = useQuery({
    queryKey: deletedRecordKeys.one(entity, id),
    queryFn: () => apiFetch<DeletedRecord>(`/api/deleted-records/${entity}/${id}`),
    enabled: UUID.test(id),
    retry: false,
  });
  if (deleted.isLoading)
    return <Skeleton className="m-4 h-24" aria-label={`Checking the ${noun.toLowerCase()}`} />;
  if (deleted.data) {
    return (
      <EmptyState
        icon={Trash2}
        title={<span role="alert">This {noun.toLowerCase()} was deleted.</span>}
        description={`It was deleted on ${formatDate(deleted.data.deletedAt)}.`}
      />
    );
  }
  return (
    <EmptyState
      icon={SearchX}
      title={<span role="alert">{noun} not found</span>}
      description="It may never have existed, or it belongs to another organization."
    />
  );
}
