import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailDocumentKind, EmailTemplateBody, EmailTemplateItem } from '@tradeworks/contracts/emails';
import { apiFetch } from '@/lib/api-client';
import { emailKeys } from './email-keys';

/** PUT (save) or DELETE (back to the default) /api/settings/email-templates/{kind} */
export function useSaveEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: EmailDocumentKind; body: EmailTemplateBody | null }) =>
      apiFetch<EmailTemplateItem[]>(`/api/settings/email-templates/${kind}`, {
        method: body ? 'PUT' : 'DELETE',
        body: body ?? undefined,
      }),
    onSuccess: (templates) => queryClient.setQueryData(emailKeys.templates(), templates),
  });
}
