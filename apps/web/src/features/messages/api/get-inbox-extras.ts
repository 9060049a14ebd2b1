import { useQuery } from '@tanstack/react-query';
import type { MessageAssignee, ThreadSummary } from '@tradeworks/contracts/messages';
import { apiFetch } from '@/lib/api-client';
import { INBOX_REFRESH_MS, messageKeys } from './message-keys';

/** GET /api/messages/threads/summary — unread texts (the sidebar's count). */
export function useUnreadSummary(enabled: boolean) {
  return useQuery({
    queryKey: messageKeys.summary(),
    queryFn: () => apiFetch<ThreadSummary>('/api/messages/threads/summary'),
    refetchInterval: INBOX_REFRESH_MS * 4,
    enabled,
  });
}

/** GET /api/messages/assignees — whom a thread can be assigned to. */
export function useAssignees() {
  return useQuery({
    queryKey: messageKeys.assignees(),
    queryFn: () => apiFetch<MessageAssignee[]>('/api/messages/assignees'),
    staleTime: 5 * 60_000,
  });
}

interface ClientHeading {
  id: string;
  name: string;
  phone: string | null;
}

/** The client's name and number for a conversation that has no thread yet (GET /api/clients/{id}). */
export function useClientHeading(clientId: string, enabled: boolean) {
  return useQuery({
    queryKey: messageKeys.client(clientId),
    queryFn: () => apiFetch<ClientHeading>(`/api/clients/${clientId}`),
    enabled,
  });
}
