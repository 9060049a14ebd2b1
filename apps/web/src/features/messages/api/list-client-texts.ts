import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Message } from '@tradeworks/contracts/messages';
import { apiFetchPage } from '@/lib/api-client';
import { INBOX_REFRESH_MS, messageKeys } from './message-keys';

/** GET /api/messages?clientId= — the newest `limit` texts with one client (newest first). */
export function useClientTexts(clientId: string, limit: number) {
  return useQuery({
    queryKey: messageKeys.texts(clientId, limit),
    queryFn: () => apiFetchPage<Message>('/api/messages', { query: { clientId, limit } }),
    placeholderData: keepPreviousData,
    refetchInterval: INBOX_REFRESH_MS,
  });
}
