import { Link } from 'react-router';
import { KeyRound, Loader2, RotateCw } from 'lucide-react';
import type { EmailListItem } from '@tradeworks/contracts/emails';
import { Button } from '@/components/ui/button';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { EmailStatusBadge } from './email-status-badge';
import { RelatedRecord } from './related-record';

interface EmailListProps {
  emails: EmailListItem[];
  /** The log: each subject opens the message and the related document is named; a document's own history leaves both out. */
  showRecord?: boolean;
  onResend?: (email: EmailListItem) => void;
  resendingId?: string | null;
}

/** One line per e-mail: status, recipient, subject, when, the last error; a failed one can be resent. */
export function EmailList({ emails, showRecord = true, onResend, resendingId }: EmailListProps) {
  return (
    <ul className="divide-y">
      {emails.map((email) => (
        <li key={email.id} className="grid gap-1.5 px-4 py-3 text-sm">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <EmailStatusBadge status={email.status} />
            {showRecord ? (
              <Link
                className="min-w-0 font-medium wrap-anywhere underline-offset-4 hover:underline"
                to={`/settings/email-log/${email.id}`}
                aria-label={`Open “${email.subject}” to ${email.to}`}
              >
                {email.subject}
              </Link>
            ) : (
              <span className="min-w-0 font-medium wrap-anywhere">{email.subject}</span>
            )}
            <span className="ml-auto text-xs text-muted-foreground" title={formatDateTime(email.createdAt)}>
              {formatRelativeTime(email.createdAt)}
            </span>
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground">
            <span className="wrap-anywhere">To {email.to}</span>
            {showRecord && <RelatedRecord email={email} />}
            {email.attempts > 0 && (
              <span>
                {email.attempts} attempt{email.attempts === 1 ? '' : 's'}
              </span>
            )}
          </div>
          {email.confidential && (
            <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <KeyRound className="size-3.5 shrink-0" aria-hidden="true" />
              Holds a personal sign-in link, so its text is not shown.
            </p>
          )}
          {email.lastError && (
            <p className="text-xs wrap-anywhere text-red-700 dark:text-red-300">
              Last error: {email.lastError}
            </p>
          )}
          {onResend && email.status === 'failed' && (
            <Button
              size="sm"
              variant="outline"
              className="justify-self-start"
              disabled={resendingId === email.id}
              onClick={() => onResend(email)}
              aria-label={`Resend “${email.subject}” to ${email.to}`}
            >
              {resendingId === email.id ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <RotateCw aria-hidden="true" />
              )}
              Resend
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
