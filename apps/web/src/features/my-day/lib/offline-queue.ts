import type { MyDayAction } from '@tradeworks/contracts/my-day';
import { getTenantSlug } from '@/lib/tenant';
import { readJson, writeJson } from './device-storage';

/**
 * The technician's actions waiting to reach the server, kept on the device (they survive a reload or a
 * closed tab). Each has its Idempotency-Key from the moment it is made, so sending it twice — a retry after
 * a lost answer — changes the job once.
 */
export interface QueuedAction {
  key: string;
  jobId: string;
  action: MyDayAction;
  notes?: string | null;
  queuedAt: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cache: { storageKey: string; items: QueuedAction[] } | null = null;

const storageKeyFor = (userId: string) => `tw:my-day-queue:${getTenantSlug()}:${userId}`;

export function readQueue(userId: string): QueuedAction[] {
  const storageKey = storageKeyFor(userId);
  if (cache?.storageKey !== storageKey)
    cache = { storageKey, items: readJson<QueuedAction[]>(storageKey) ?? [] };
  return cache.items;
}

function writeQueue(userId: string, items: QueuedAction[]) {
  const storageKey = storageKeyFor(userId);
  cache = { storageKey, items };
  writeJson(storageKey, items);
  listeners.forEach((l) => l());
}

export function enqueueAction(userId: string, item: Omit<QueuedAction, 'key' | 'queuedAt'>): QueuedAction {
  const queued: QueuedAction = { ...item, key: crypto.randomUUID(), queuedAt: new Date().toISOString() };
  writeQueue(userId, [...readQueue(userId), queued]);
  return queued;
}

export function removeAction(userId: string, key: string) {
  writeQueue(
    userId,
    readQueue(userId).filter((q) => q.key !== key),
  );
}

export function subscribeQueue(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
