import { Mail } from 'lucide-react';
import type { EmailDocumentKind } from '@tradeworks/contracts/emails';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { useDocumentEmails } from '../api/document-emails';
import { EmailList } from './email-list';

/** On a quote, invoice or purchase order page: every e-mail sent for it, with its delivery status. */
export function DocumentEmailHistory({ kind, id }: { kind: EmailDocumentKind; id: string }) {
  const emails = useDocumentEmails(kind, id);
  const captured = emails.data?.items.some((e) => e.status === 'captured');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Mail className="size-4" aria-hidden="true" />
          E-mail history
        </CardTitle>
      </CardHeader>
      <CardContent className="px-0 pb-2 sm:px-0">
        {emails.isPending ? (
          <div className="px-4">
            <Skeleton className="h-12" />
          </div>
        ) : emails.isError ? (
          <LoadError message="Failed to load the e-mail history." onRetry={() => void emails.refetch()} />
        ) : emails.data.items.length === 0 ? (
          <p className="px-4 pb-2 text-sm text-muted-foreground">Not e-mailed yet.</p>
        ) : (
          <>
            <EmailList emails={emails.data.items} showRecord={false} />
            {captured && (
              <p className="px-4 pt-1 pb-2 text-xs text-muted-foreground">
                Captured: no SMTP server is configured, so these e-mails were kept in the app and not
                delivered.
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
