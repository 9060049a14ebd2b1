import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  EmailDocumentKind,
  EmailDraft,
  EmailListItem,
  SendEmailBody,
} from '@tradeworks/contracts/emails';
import { apiFetch, apiFetchPage } from '@/lib/api-client';
import { DOCUMENT_PATHS, emailKeys } from './email-keys';

/** GET …/{id}/email-draft — recipient, subject and message the send dialog opens with, and the PDF's name. */
export function emailDraftQueryOptions(kind: EmailDocumentKind, id: string) {
  return queryOptions({
    queryKey: emailKeys.draft(kind, id),
    queryFn: () => apiFetch<EmailDraft>(`${DOCUMENT_PATHS[kind].api}/${id}/email-draft`),
    // Always fresh: the document or the template may have changed since the last send.
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST …/{id}/send-email with what the user confirmed. */
export function sendDocumentEmail<T>(kind: EmailDocumentKind, id: string, body: SendEmailBody): Promise<T> {
  return apiFetch<T>(`${DOCUMENT_PATHS[kind].api}/${id}/send-email`, { method: 'POST', body });
}

/** GET …/{id}/emails — the document's e-mail history, newest first. */
export function useDocumentEmails(kind: EmailDocumentKind, id: string) {
  return useQuery({
    queryKey: emailKeys.history(kind, id),
    queryFn: () =>
      apiFetchPage<EmailListItem>(`${DOCUMENT_PATHS[kind].api}/${id}/emails`, { query: { limit: 20 } }),
  });
}
