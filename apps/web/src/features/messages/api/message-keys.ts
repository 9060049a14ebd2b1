/** Query keys of the messages area: threads, one client's texts, the unread summary, assignees. */
export const messageKeys = {
  all: ['messages'] as const,
  threads: (filter: Record<string, unknown>) => [...messageKeys.all, 'threads', filter] as const,
  clientThread: (clientId: string) => [...messageKeys.all, 'client-thread', clientId] as const,
  texts: (clientId: string, limit: number) => [...messageKeys.all, 'texts', clientId, limit] as const,
  summary: () => [...messageKeys.all, 'summary'] as const,
  assignees: () => [...messageKeys.all, 'assignees'] as const,
  client: (clientId: string) => [...messageKeys.all, 'client', clientId] as const,
  settings: () => [...messageKeys.all, 'settings'] as const,
  automationLog: (kind: string) => [...messageKeys.all, 'automation-log', kind] as const,
};

/** An inbox is live: new texts arrive without a reload (every 15 s while the screen is open). */
export const INBOX_REFRESH_MS = 15_000;
