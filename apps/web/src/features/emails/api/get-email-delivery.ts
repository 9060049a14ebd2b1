import { useQuery } from '@tanstack/react-query';
import type { EmailDelivery } from '@tradeworks/contracts/emails';
import { apiFetch } from '@/lib/api-client';
import { emailKeys } from './email-keys';

/** GET /api/admin/emails/delivery — SMTP or captured in the app. */
export function useEmailDelivery() {
  return useQuery({
    queryKey: emailKeys.delivery(),
    queryFn: () => apiFetch<EmailDelivery>('/api/admin/emails/delivery'),
  });
}
