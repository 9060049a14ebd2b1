import { ShieldOff } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { RecordMissing } from '@/components/record-missing';
import { isApiError } from '@/lib/api-client';

/** Loading skeleton, not-found and failure states of a client page. */
export function ClientLoadState({ id, error, onRetry }: { id: string; error: unknown; onRetry: () => void }) {
  if (!error) {
    return (
      <div className="grid gap-6" role="status" aria-busy="true" aria-label="Loading client">
        {[0, 1].map((i) => (
          <Card key={i}>
            <CardContent className="grid gap-3 pt-6 sm:pt-6">
              <Skeleton className="h-5 w-48" />
              <Skeleton className="h-9" />
              <Skeleton className="h-9" />
            </CardContent>
          </Card>
        ))}
      </div>
    );
  }
  return (
    <Card>
      {isApiError(error, 404) ? (
        <RecordMissing entity="client" id={id} noun="Client" />
      ) : (
        <LoadError message="Failed to load client details. Please try again." onRetry={onRetry} />
      )}
    </Card>
  );
}

export function NoClientEditAccess() {
  return (
    <Card>
      <EmptyState
        icon={ShieldOff}
        title="You can view clients but not change them."
        description="Ask an administrator of your organization if you need to make changes."
      />
    </Card>
  );
}
