import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@tradeworks/contracts/messages';
import { apiFetch } from '@/lib/api-client';
import { messageKeys } from './message-keys';

/** POST /api/clients/{id}/messages — a staff text, queued in the client's thread and sent at once. */
export function useSendText(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiFetch<Message>(`/api/clients/${clientId}/messages`, { method: 'POST', body: { body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
