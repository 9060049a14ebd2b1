import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ArrowLeft, Info, MessageSquare } from 'lucide-react';
import type { Message, Thread } from '@tradeworks/contracts/messages';
import { formatE164 } from '@tradeworks/contracts/phone';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { useCan } from '@/lib/permissions';
import { useClientHeading } from '../api/get-inbox-extras';
import { useClientTexts } from '../api/list-client-texts';
import { useClientThread } from '../api/list-threads';
import { useUpdateThread } from '../api/update-thread';
import { AssigneeSelect } from './assignee-select';
import { ConsentBadge } from './consent-badge';
import { ReplyForm } from './reply-form';
import { TextBubble } from './text-bubble';

const PAGE = 50;

/** Opening a thread with unread texts marks it read (once per new text). */
function useMarkRead(thread: Thread | null | undefined, canEdit: boolean) {
  const update = useUpdateThread();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!thread || !canEdit || thread.unreadCount === 0) return;
    const key = `${thread.id}:${thread.lastMessageAt}`;
    if (done.current === key) return;
    done.current = key;
    update.mutate({ id: thread.id, read: true });
  }, [thread, canEdit, update]);
}

/** The texts with one client, oldest at the top; who answers it, the number's consent, and a reply box. */
export function Conversation({ clientId }: { clientId: string }) {
  const canEdit = useCan('messages', 'edit');
  const { search } = useLocation();
  const [limit, setLimit] = useState(PAGE);
  const thread = useClientThread(clientId);
  const heading = useClientHeading(clientId, thread.data === null);
  const texts = useClientTexts(clientId, limit);
  useMarkRead(thread.data, canEdit);

  const name = thread.data?.clientName ?? heading.data?.name ?? 'Client';
  const phone = thread.data?.phone ?? null;
  const items: Message[] = texts.data ? [...texts.data.items].reverse() : [];
  const optedOut = thread.data?.consent === 'opted_out';
  // The newest text is at the bottom: show it on opening and when one arrives or is sent.
  const scroller = useRef<HTMLDivElement>(null);
  const newest = items.at(-1)?.id;
  useEffect(() => {
    if (newest && scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [newest]);
  const noPhone = thread.data ? !thread.data.phone : heading.data ? !heading.data.phone : false;

  return (
    <section aria-label={`Texts with ${name}`} className="flex min-h-0 min-w-0 flex-col">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b p-3">
        <Button asChild variant="ghost" size="icon" className="lg:hidden">
          <Link to={{ pathname: '/messages', search }} aria-label="Back to conversations">
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <div className="grid min-w-0 flex-1 gap-0.5">
          <h2 className="truncate text-base font-semibold">
            <Link to={`/clients/${clientId}`} className="hover:underline">
              {name}
            </Link>
          </h2>
          <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            {phone ? formatE164(phone) : (heading.data?.phone ?? 'No mobile number')}
            {thread.data && <ConsentBadge consent={thread.data.consent} />}
          </span>
        </div>
        {thread.data && <AssigneeSelect thread={thread.data} disabled={!canEdit} />}
      </header>
      {items.some((t) => t.status === 'captured') && (
        <Alert className="m-3 w-auto">
          <Info aria-hidden="true" />
          <p>
            <strong>Captured:</strong> no Twilio account is set up, so texts are kept here and not sent. Set
            it up under{' '}
            <Link className="font-medium underline" to="/settings?tab=integrations">
              Settings → Integrations
            </Link>
            .
          </p>
        </Alert>
      )}
      {/* Focusable, so a keyboard can scroll a long thread (axe: scrollable-region-focusable). */}
      <div
        ref={scroller}
        tabIndex={0}
        role="region"
        aria-label="Thread"
        className="min-h-0 flex-1 overflow-y-auto p-3 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {texts.isPending ? (
          <div className="grid gap-3" aria-label="Loading texts">
            <Skeleton className="h-12 w-2/3" />
            <Skeleton className="ml-auto h-12 w-2/3" />
          </div>
        ) : texts.isError ? (
          <LoadError message="Failed to load the texts. Please try again." onRetry={() => texts.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState
            icon={MessageSquare}
            title="No texts yet"
            description={canEdit ? `Send ${name} the first text below.` : undefined}
          />
        ) : (
          <>
            {texts.data && texts.data.total > items.length && (
              <div className="mb-3 text-center">
                <Button variant="outline" size="sm" onClick={() => setLimit((n) => n + PAGE)}>
                  Show older texts
                </Button>
              </div>
            )}
            <ol className="grid gap-3" aria-label="Texts">
              {items.map((text) => (
                <TextBubble key={text.id} text={text} />
              ))}
            </ol>
          </>
        )}
      </div>
      {canEdit &&
        (optedOut ? (
          <p className="border-t p-3 text-sm text-muted-foreground">
            This number replied STOP: it receives no texts until it sends START.
          </p>
        ) : noPhone ? (
          <p className="border-t p-3 text-sm text-muted-foreground">
            This client has no mobile number to text. Add one on the client’s page.
          </p>
        ) : (
          <ReplyForm clientId={clientId} clientName={name} />
        ))}
    </section>
  );
}
