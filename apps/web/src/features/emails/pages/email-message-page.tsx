import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Loader2, Paperclip, RotateCw, SearchX } from 'lucide-react';
import type { EmailDetail } from '@tradeworks/contracts/emails';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { LoadError } from '@/components/load-error';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useEmail } from '../api/get-email';
import { useResendEmail } from '../api/resend-email';
import { EmailBodyView } from '../components/email-body-view';
import { EmailStatusBadge } from '../components/email-status-badge';
import { EmailStatusHistory } from '../components/email-status-history';
import { RelatedRecord } from '../components/related-record';

const back = (
  <Button asChild variant="ghost" size="sm" className="mb-2 -ml-2 justify-self-start">
    <Link to="/settings/email-log">
      <ArrowLeft aria-hidden="true" />
      Back to E-mail log
    </Link>
  </Button>
);

/** /settings/email-log/:emailId — one message: who it went to, what it said, what it carried, what happened. */
export function EmailMessagePage() {
  const { emailId = '' } = useParams();
  const email = useEmail(emailId);

  useEffect(() => {
    document.title = `${email.data?.subject ?? 'E-mail'} · E-mail log · Tradeworks`;
  }, [email.data?.subject]);

  if (email.isPending) {
    return (
      <div
        className="mx-auto grid w-full max-w-4xl gap-4"
        role="status"
        aria-busy="true"
        aria-label="Loading e-mail"
      >
        {back}
        <Skeleton className="h-24" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (email.isError) {
    return (
      <div className="mx-auto grid w-full max-w-4xl">
        {back}
        <Card>
          {isApiError(email.error, 404) ? (
            <EmptyState
              icon={SearchX}
              title={<span role="alert">E-mail not found</span>}
              description="It may never have existed, or it belongs to another organization."
            />
          ) : (
            <LoadError
              message="Failed to load the e-mail. Please try again."
              onRetry={() => email.refetch()}
            />
          )}
        </Card>
      </div>
    );
  }
  return <EmailMessage email={email.data} />;
}

function EmailMessage({ email }: { email: EmailDetail }) {
  const resend = useResendEmail();
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <div className="grid">
        {back}
        <div className="flex flex-wrap items-start gap-3">
          <h1 className="min-w-0 flex-1 text-2xl font-bold tracking-tight wrap-anywhere">{email.subject}</h1>
          <EmailStatusBadge status={email.status} />
        </div>
      </div>
      <Card>
        <CardContent className="grid gap-3 pt-5 text-sm sm:pt-6">
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[8rem_1fr]">
            <dt className="text-muted-foreground">To</dt>
            <dd className="wrap-anywhere">{email.to}</dd>
            <dt className="text-muted-foreground">Written</dt>
            <dd>{formatDateTime(email.createdAt)}</dd>
            {email.sentAt && (
              <>
                <dt className="text-muted-foreground">Sent</dt>
                <dd>{formatDateTime(email.sentAt)}</dd>
              </>
            )}
            {email.status === 'queued' && email.attempts > 0 && (
              <>
                <dt className="text-muted-foreground">Next attempt</dt>
                <dd>{formatDateTime(email.nextAttemptAt)}</dd>
              </>
            )}
            {email.relatedEntity && (
              <>
                <dt className="text-muted-foreground">Record</dt>
                <dd>
                  <RelatedRecord email={email} />
                </dd>
              </>
            )}
            <dt className="text-muted-foreground">Attachments</dt>
            <dd>
              {email.attachments.length === 0 ? (
                <span className="text-muted-foreground">None</span>
              ) : (
                <ul className="grid gap-1" aria-label="Attachments">
                  {email.attachments.map((file, i) => (
                    <li key={`${file.filename}-${i}`} className="flex items-center gap-1.5 wrap-anywhere">
                      <Paperclip className="size-3.5 shrink-0" aria-hidden="true" />
                      {file.filename}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </dl>
          {email.status === 'failed' && (
            <Button
              size="sm"
              variant="outline"
              className="justify-self-start"
              disabled={resend.isPending}
              onClick={() =>
                resend.mutate(email.id, {
                  onSuccess: () =>
                    toast({ title: 'E-mail queued again', description: `“${email.subject}” to ${email.to}` }),
                  onError: (error) =>
                    toast({
                      title: 'Error resending e-mail',
                      description: errorMessage(error, 'Failed to resend the e-mail.'),
                      variant: 'destructive',
                    }),
                })
              }
            >
              {resend.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <RotateCw aria-hidden="true" />
              )}
              Resend
            </Button>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Message</CardTitle>
        </CardHeader>
        <CardContent>
          <EmailBodyView email={email} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Status history</CardTitle>
        </CardHeader>
        <CardContent>
          <EmailStatusHistory history={email.history} />
        </CardContent>
      </Card>
    </div>
  );
}
