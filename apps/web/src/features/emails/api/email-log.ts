import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailDelivery, EmailDetail, EmailListItem, EmailStatus } from '@tradeworks/contracts/emails';
import { apiFetch, apiFetchPage } from '@/lib/api-client';
import { emailKeys } from './email-keys';

export interface EmailLogFilter {
  search?: string;
  status?: EmailStatus;
  limit: number;
  offset: number;
}

/** GET /api/admin/emails — the organization's outbox, newest first. */
export function useEmailLog(filter: EmailLogFilter) {
  return useQuery({
    queryKey: emailKeys.log({ ...filter }),
    queryFn: () => apiFetchPage<EmailListItem>('/api/admin/emails', { query: { ...filter } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/emails/delivery — SMTP or captured in the app. */
export function useEmailDelivery() {
  return useQuery({
    queryKey: emailKeys.delivery(),
    queryFn: () => apiFetch<EmailDelivery>('/api/admin/emails/delivery'),
  });
}

/** POST /api/admin/emails/{id}/resend — a failed message goes back in the queue. */
export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<EmailDetail>(`/api/admin/emails/${id}/resend`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.all }),
  });
}
