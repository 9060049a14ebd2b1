import { useEffect } from 'react';
import { useParams } from 'react-router';
import { MessageSquare, MessagesSquare } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ListBody } from '@/components/list-body';
import { SearchInput } from '@/components/search-input';
import { useListQueryState } from '@/lib/use-list-query-state';
import { cn } from '@/lib/utils';
import { useThreads, type ThreadFilter } from '../api/list-threads';
import { Conversation } from '../components/conversation';
import { ThreadList } from '../components/thread-list';

const PAGE_SIZE = 30;
const FILTERS: { value: ThreadFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'mine', label: 'Mine' },
  { value: 'office', label: 'Office' },
];

/**
 * /messages and /messages/:clientId — the two-way inbox: conversations per client (unread counts, who
 * answers) beside the open conversation. On a phone one of the two fills the screen.
 */
export function MessagesPage() {
  const { clientId } = useParams();
  const { search, offset, filters, update } = useListQueryState(['filter'] as const);
  const filter = FILTERS.find((f) => f.value === filters.filter)?.value ?? 'all';
  const threads = useThreads({ filter, search: search || undefined, limit: PAGE_SIZE, offset });

  useEffect(() => {
    document.title = 'Messages · Tradeworks';
  }, []);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-4">
      <PageHeader
        className="mb-0"
        title="Messages"
        description="Texts with your clients: replies land here, and you answer from the app."
      />
      <Card className="grid min-h-[32rem] overflow-hidden lg:h-[calc(100dvh-12rem)] lg:grid-cols-[22rem_1fr]">
        {/* The filter tabs own the list below as their panel, so aria-controls points at a rendered element. */}
        <Tabs
          value={filter}
          onValueChange={(value) => update({ filter: value, offset: null })}
          className={cn('flex min-h-0 min-w-0 flex-col lg:border-r', clientId && 'hidden lg:flex')}
        >
          <div className="grid gap-2 border-b p-3">
            <SearchInput
              value={search}
              onSearch={(value) => update({ search: value, offset: null })}
              label="Search conversations"
              placeholder="Search client name or number…"
            />
            <TabsList aria-label="Show conversations" className="w-full">
              {FILTERS.map((f) => (
                <TabsTrigger key={f.value} value={f.value} className="flex-1">
                  {f.label}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          <TabsContent value={filter} className="mt-0 min-h-0 flex-1 overflow-y-auto">
            <ListBody
              query={threads}
              loading={{ label: 'Loading conversations', rows: 5, rowClassName: 'h-14' }}
              loadError="Failed to load the conversations. Please try again."
              empty={{
                icon: MessagesSquare,
                title: search || filter !== 'all' ? 'No conversations match.' : 'No conversations yet.',
                description:
                  search || filter !== 'all'
                    ? undefined
                    : 'Texts you send from a client’s page, and the replies, appear here.',
              }}
              pagination={{
                offset,
                limit: PAGE_SIZE,
                noun: 'conversations',
                onOffsetChange: (next) => update({ offset: next }),
              }}
            >
              {(items) => <ThreadList threads={items} activeClientId={clientId} />}
            </ListBody>
          </TabsContent>
        </Tabs>
        {clientId ? (
          <Conversation key={clientId} clientId={clientId} />
        ) : (
          <div className="hidden items-center justify-center lg:flex">
            <EmptyState
              icon={MessageSquare}
              title="Choose a conversation"
              description="Pick a client on the left to read and answer their texts."
            />
          </div>
        )}
      </Card>
    </div>
  );
}
