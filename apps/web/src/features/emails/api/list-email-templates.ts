import { useQuery } from '@tanstack/react-query';
import type { EmailTemplateItem } from '@tradeworks/contracts/emails';
import { apiFetch } from '@/lib/api-client';
import { emailKeys } from './email-keys';

/** GET /api/settings/email-templates */
export function useEmailTemplates() {
  return useQuery({
    queryKey: emailKeys.templates(),
    queryFn: () => apiFetch<EmailTemplateItem[]>('/api/settings/email-templates'),
  });
}
