import { useQuery } from '@tanstack/react-query';
import type { Message } from '@tradeworks/contracts/messages';
import type { AutomationKind } from '@tradeworks/contracts/messaging-settings';
import { apiFetchPage } from '@/lib/api-client';
import { messageKeys } from './message-keys';

/** GET /api/messages?kind= — an automation's newest texts: scheduled, sent, skipped or cancelled with why. */
export function useAutomationLog(kind: AutomationKind, enabled: boolean) {
  return useQuery({
    queryKey: messageKeys.automationLog(kind),
    queryFn: () => apiFetchPage<Message>('/api/messages', { query: { kind, limit: 10 } }),
    enabled,
  });
}
