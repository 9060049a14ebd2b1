import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EmailListItem, EmailStatus } from '@tradeworks/contracts/emails';
import { apiFetchPage } from '@/lib/api-client';
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
