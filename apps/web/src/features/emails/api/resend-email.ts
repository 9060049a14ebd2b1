import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailDetail } from '@tradeworks/contracts/emails';
import { apiFetch } from '@/lib/api-client';
import { emailKeys } from './email-keys';

/** POST /api/admin/emails/{id}/resend — a failed message goes back in the queue. */
export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<EmailDetail>(`/api/admin/emails/${id}/resend`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.all }),
  });
}
