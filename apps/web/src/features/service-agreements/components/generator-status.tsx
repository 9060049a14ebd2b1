import { Loader2, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatRelativeTime } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { useGeneratorStatus } from '../api/get-generator-status';
import { useRunGenerator } from '../api/run-generator';

/** Admins: when the agreement generator last ran and what it made; run it now. */
export function GeneratorStatus() {
  const isAdmin = useCan('admin', 'view');
  const canRun = useCan('admin', 'edit');
  const status = useGeneratorStatus();
  const run = useRunGenerator();
  if (!isAdmin || !status.data) return null;
  const last = status.data.lastRun;
  return (
    <Card className="flex flex-col gap-3 p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="font-medium">Agreement generator</h2>
        <p className="text-muted-foreground">
          {last
            ? `Last run ${formatRelativeTime(last.finishedAt)}: ${last.visitsCreated} visits, ${last.invoicesCreated} invoices, ${last.renewalsCreated} renewals${last.failures ? `, ${last.failures} failed` : ''}.`
            : 'Not run yet. It runs hourly and makes visits, invoices and automatic renewals.'}
        </p>
      </div>
      {canRun && (
        <Button
          variant="outline"
          disabled={run.isPending}
          onClick={() =>
            run.mutate(undefined, {
              onSuccess: () => toast({ title: 'Agreement generator run finished' }),
              onError: (error) =>
                toast({
                  title: 'Error',
                  description: errorMessage(error, 'Failed to run the agreement generator'),
                  variant: 'destructive',
                }),
            })
          }
        >
          {run.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <RefreshCw aria-hidden="true" />
          )}
          Run now
        </Button>
      )}
    </Card>
  );
}
