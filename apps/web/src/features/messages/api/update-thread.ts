import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Thread } from '@tradeworks/contracts/messages';
import { apiFetch } from '@/lib/api-client';
import { messageKeys } from './message-keys';

/** PATCH /api/messages/threads/{id} — mark read and/or assign (null: the office). */
export function useUpdateThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; read?: boolean; assigneeUserId?: string | null }) =>
      apiFetch<Thread>(`/api/messages/threads/${id}`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
