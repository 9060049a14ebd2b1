import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AlertCircle, CheckCircle2, Loader2 } from 'lucide-react';
import { MEMBERSHIP_INVITATION_MESSAGES } from '@tradeworks/contracts/team';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { apiFetch, errorMessage, isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { storeTenantSlug } from '@/lib/tenant';
import { AuthLayout } from '@/features/auth/public';
import { useMembershipInvitation } from '../api/get-membership-invitation';
import {
  useAcceptMembershipInvitation,
  useDeclineMembershipInvitation,
} from '../api/answer-membership-invitation';

const TITLE = 'Invitation';

/** Signs out and comes back here, so the person can sign in with the account the invitation was sent to. */
async function signInAsSomeoneElse(here: string) {
  await apiFetch('/api/logout', { method: 'POST' }).catch(() => undefined);
  window.location.assign(`/login?redirect=${encodeURIComponent(here)}`);
}

function Problem({ message, children }: { message: string; children?: React.ReactNode }) {
  return (
    <div className="grid gap-4">
      <Alert variant="destructive">
        <AlertCircle aria-hidden="true" />
        <span>{message}</span>
      </Alert>
      {children ?? (
        <Button asChild variant="outline">
          <Link to="/">Go to Tradeworks</Link>
        </Button>
      )}
    </div>
  );
}

/**
 * /accept-invitation?token=… — an existing account invited into another organization answers here, signed
 * in (a signed-out visitor is sent to the sign-in page and back). Until they accept, the organization grants
 * them nothing and sees only what it typed.
 */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const here = `/accept-invitation?token=${encodeURIComponent(token)}`;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invitation = useMembershipInvitation(token);
  const accept = useAcceptMembershipInvitation();
  const decline = useDeclineMembershipInvitation();
  const [declined, setDeclined] = useState(false);

  useEffect(() => {
    document.title = `${TITLE} · Tradeworks`;
  }, []);

  if (!token || isApiError(invitation.error, 404))
    return (
      <AuthLayout title={TITLE}>
        <Problem message={MEMBERSHIP_INVITATION_MESSAGES.invalid} />
      </AuthLayout>
    );
  if (isApiError(invitation.error, 403))
    return (
      <AuthLayout title={TITLE}>
        <Problem message={MEMBERSHIP_INVITATION_MESSAGES.wrongAccount}>
          <Button onClick={() => void signInAsSomeoneElse(here)}>Sign in with another account</Button>
        </Problem>
      </AuthLayout>
    );
  if (invitation.isError)
    return (
      <AuthLayout title={TITLE}>
        <Problem
          message={errorMessage(invitation.error, 'Could not open this invitation. Please try again.')}
        />
      </AuthLayout>
    );
  if (declined)
    return (
      <AuthLayout title={TITLE}>
        <div className="grid gap-4">
          <Alert>
            <CheckCircle2 aria-hidden="true" />
            <span>You declined the invitation. Nothing of yours was shared.</span>
          </Alert>
          <Button asChild variant="outline">
            <Link to="/">Go to Tradeworks</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  if (invitation.isPending)
    return (
      <AuthLayout title={TITLE}>
        <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-9" />
        </div>
      </AuthLayout>
    );

  const data = invitation.data;
  const busy = accept.isPending || decline.isPending;
  const failure = accept.error ?? decline.error;
  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: (joined) => {
        // A new organization in the switcher: read the user afresh, and open the one just joined.
        queryClient.clear();
        storeTenantSlug(joined.tenant_slug);
        navigate(`/?tenant=${encodeURIComponent(joined.tenant_slug)}`, { replace: true });
      },
    });
  const onDecline = () => decline.mutate(token, { onSuccess: () => setDeclined(true) });

  return (
    <AuthLayout
      title={`Join ${data.organization}`}
      description={
        <>
          <span className="font-medium text-foreground">{data.organization}</span> invites you to join them on
          Tradeworks as <span className="font-medium text-foreground">{data.role}</span>, with your account{' '}
          <span className="font-medium text-foreground break-all">{data.email}</span>.
        </>
      }
    >
      <div className="grid gap-4">
        {failure && (
          <Alert variant="destructive">
            <AlertCircle aria-hidden="true" />
            <span>{errorMessage(failure, 'Could not answer the invitation. Please try again.')}</span>
          </Alert>
        )}
        <p className="text-sm text-muted-foreground">
          Until you accept, {data.organization} cannot see your account and you have no access to its records.
          The invitation is valid until {formatDate(data.expires_at)}.
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button onClick={onAccept} disabled={busy}>
            {accept.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Accept invitation
          </Button>
          <Button variant="outline" onClick={onDecline} disabled={busy}>
            {decline.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Decline
          </Button>
        </div>
      </div>
    </AuthLayout>
  );
}
