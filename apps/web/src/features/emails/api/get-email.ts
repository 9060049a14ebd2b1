import { useQuery } from '@tanstack/react-query';
import type { EmailDetail } from '@tradeworks/contracts/emails';
import { apiFetch } from '@/lib/api-client';
import { emailKeys } from './email-keys';

/** GET /api/admin/emails/{id} — one message: bodies, attachment names, status history. */
export function useEmail(id: string) {
  return useQuery({
    queryKey: emailKeys.message(id),
    queryFn: () => apiFetch<EmailDetail>(`/api/admin/emails/${id}`),
    retry: false,
  });
}
