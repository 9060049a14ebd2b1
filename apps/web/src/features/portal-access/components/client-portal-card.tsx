import { KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { LoadError } from '@/components/load-error';
import { formatDate } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { useClientPortalAccess } from '../api/get-client-portal-access';
import { useClientPortalAction } from '../api/send-client-portal-action';

const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');

/** The client page's Customer Portal card: 'Send portal link', live links and sessions, revoke. */
export function ClientPortalCard({ clientId }: { clientId: string }) {
  const access = useClientPortalAccess(clientId);
  const canEdit = useCan('clients', 'edit');
  const send = useClientPortalAction(clientId, 'send');
  const revoke = useClientPortalAction(clientId, 'revoke');
  const run = (mutation: typeof send) =>
    mutation.mutate(undefined, {
      onSuccess: (res) => toast({ title: res.message }),
      onError: (error) => toast({ title: 'Error', description: errorText(error), variant: 'destructive' }),
    });
  const data = access.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Customer Portal</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {access.isPending ? (
          <Skeleton className="h-16" />
        ) : access.isError ? (
          <LoadError
            message="Failed to load portal access. Please try again."
            onRetry={() => access.refetch()}
          />
        ) : !data!.portalEnabled ? (
          <p className="text-sm text-muted-foreground">
            The customer portal is turned off. Turn it on in Settings → Customer Portal.
          </p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              {data!.activeLinks} active link{data!.activeLinks === 1 ? '' : 's'} · {data!.activeSessions}{' '}
              open session{data!.activeSessions === 1 ? '' : 's'}
              {data!.lastSentAt ? ` · last sent ${formatDate(data!.lastSentAt)}` : ''}
              {data!.lastUsedAt ? ` · last opened ${formatDate(data!.lastUsedAt)}` : ''}
            </p>
            {canEdit && (
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => run(send)} disabled={send.isPending}>
                  <KeyRound aria-hidden="true" />
                  Send portal link
                </Button>
                <Button
                  variant="outline"
                  className="text-destructive"
                  onClick={() => run(revoke)}
                  disabled={revoke.isPending || (data!.activeLinks === 0 && data!.activeSessions === 0)}
                >
                  Revoke portal access
                </Button>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
