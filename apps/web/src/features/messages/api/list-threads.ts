import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Thread } from '@tradeworks/contracts/messages';
import { apiFetch, apiFetchPage } from '@/lib/api-client';
import { INBOX_REFRESH_MS, messageKeys } from './message-keys';

export type ThreadFilter = 'all' | 'unread' | 'mine' | 'office';

export interface ThreadListFilter {
  filter: ThreadFilter;
  search?: string;
  limit: number;
  offset: number;
}

/** GET /api/messages/threads — conversations, most recent first. */
export function useThreads(filter: ThreadListFilter) {
  return useQuery({
    queryKey: messageKeys.threads({ ...filter }),
    queryFn: () => apiFetchPage<Thread>('/api/messages/threads', { query: { ...filter } }),
    placeholderData: keepPreviousData,
    refetchInterval: INBOX_REFRESH_MS,
  });
}

/** One client's thread (null until the first text). */
export function useClientThread(clientId: string) {
  return useQuery({
    queryKey: messageKeys.clientThread(clientId),
    queryFn: async () =>
      (await apiFetch<Thread[]>('/api/messages/threads', { query: { clientId, limit: 1 } }))[0] ?? null,
    refetchInterval: INBOX_REFRESH_MS,
  });
}
