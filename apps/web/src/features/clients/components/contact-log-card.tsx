import { useState } from 'react';
import { CalendarClock, MessageSquare, Plus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { formatDate, formatRelativeTime } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { useCurrentUser, displayName } from '@/features/auth/public';
import { useClientContacts } from '../api/list-client-contacts';
import { CONTACT_TYPE_LABELS } from '../lib/client-labels';
import { LogContactDialog } from './log-contact-dialog';

const PAGE = 10;

/** The client's contact log, newest first, with a form to add an entry. */
export function ContactLogCard({ clientId, clientName }: { clientId: string; clientName: string }) {
  const [limit, setLimit] = useState(PAGE);
  const [logging, setLogging] = useState(false);
  const contacts = useClientContacts(clientId, limit);
  const canEdit = useCan('clients', 'edit');
  const user = useCurrentUser();

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle>Contact Log</CardTitle>
        {canEdit && (
          <Button size="sm" variant="outline" onClick={() => setLogging(true)}>
            <Plus aria-hidden="true" />
            Log Contact
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {contacts.isPending ? (
          <div className="grid gap-2" role="status" aria-busy="true" aria-label="Loading contact log">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : contacts.isError ? (
          <LoadError
            message="Failed to load the contact log. Please try again."
            onRetry={() => contacts.refetch()}
          />
        ) : contacts.data.items.length === 0 ? (
          <EmptyState icon={MessageSquare} className="py-6" description="No contacts logged yet." />
        ) : (
          <ul className="divide-y" aria-label="Contact log">
            {contacts.data.items.map((entry) => (
              <li key={entry.id} className="grid gap-1 py-3">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant="outline">
                    {CONTACT_TYPE_LABELS[entry.contactType] ?? entry.contactType}
                  </Badge>
                  <span className="text-sm font-medium">{entry.subject}</span>
                  <span className="ml-auto text-xs text-muted-foreground">
                    {formatRelativeTime(entry.createdAt)}
                  </span>
                </div>
                {entry.description && (
                  <p className="text-sm whitespace-pre-line text-muted-foreground">{entry.description}</p>
                )}
                <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                  {entry.contactedBy && <span>By {entry.contactedBy}</span>}
                  {entry.outcome && <span>Outcome: {entry.outcome}</span>}
                  {entry.followUpDate && (
                    <span className="inline-flex items-center gap-1">
                      <CalendarClock className="size-3" aria-hidden="true" />
                      Follow up {formatDate(`${entry.followUpDate}T12:00:00`)}
                    </span>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
        {contacts.data && contacts.data.total > contacts.data.items.length && (
          <Button variant="ghost" size="sm" className="mt-2" onClick={() => setLimit((n) => n + PAGE)}>
            Show more ({contacts.data.total - contacts.data.items.length} older)
          </Button>
        )}
      </CardContent>
      {canEdit && (
        <LogContactDialog
          clientId={clientId}
          clientName={clientName}
          userName={displayName(user.data)}
          open={logging}
          onOpenChange={setLogging}
        />
      )}
    </Card>
  );
}
