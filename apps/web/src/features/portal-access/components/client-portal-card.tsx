import { useState } from 'react';
import { Link2, KeyRound } from 'lucide-react';
import type { PortalCopiedLink } from '@tradeworks/contracts/portal';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { LoadError } from '@/components/load-error';
import { formatDate } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { useClientPortalAccess } from '../api/get-client-portal-access';
import { useClientPortalAction } from '../api/send-client-portal-action';
import { useCopyClientPortalLink } from '../api/copy-client-portal-link';
import { CopiedPortalLink, copyAndTell } from './copied-portal-link';

const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');

/** The client page's Customer Portal card: 'Send portal link', 'Copy portal link', live links and sessions, revoke. */
export function ClientPortalCard({ clientId }: { clientId: string }) {
  const access = useClientPortalAccess(clientId);
  const canEdit = useCan('clients', 'edit');
  const send = useClientPortalAction(clientId, 'send');
  const revoke = useClientPortalAction(clientId, 'revoke');
  const copy = useCopyClientPortalLink(clientId);
  const [copied, setCopied] = useState<PortalCopiedLink | null>(null);
  const copyLink = () =>
    copy.mutate(undefined, {
      onSuccess: (link) => {
        setCopied(link);
        void copyAndTell(link);
      },
      onError: (error) => toast({ title: 'Error', description: errorText(error), variant: 'destructive' }),
    });
  const run = (mutation: typeof send) =>
    mutation.mutate(undefined, {
      onSuccess: (res) => {
        if (mutation === revoke) setCopied(null);
        toast({ title: res.message });
      },
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
                <Button variant="outline" onClick={copyLink} disabled={copy.isPending}>
                  <Link2 aria-hidden="true" />
                  Copy portal link
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
            {copied && <CopiedPortalLink link={copied} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}
