import type { PhotoTag } from '@tradeworks/contracts/job-photos';
import type { MyDayAction } from '@tradeworks/contracts/my-day';
import { getTenantSlug } from '@/lib/tenant';
import { readJson, writeJson } from './device-storage';
import type { DevicePosition } from './device-position';

/** Everything the technician does in /my-day that the server must hear: job actions, the clock, answers, photos. */
export type FieldAction = MyDayAction | 'clock-in' | 'clock-out' | 'answer' | 'photo';

export const FIELD_ACTION_LABELS: Record<FieldAction, string> = {
  'en-route': 'On my way',
  start: 'Start',
  complete: 'Complete',
  'clock-in': 'Clock in',
  'clock-out': 'Clock out',
  answer: 'A checklist answer',
  photo: 'A photo',
};

/** A photo taken on the job: its bytes wait in the photo store under `id` (the id the server keeps). */
export interface PhotoDraft {
  id: string;
  fileName: string;
  tag: PhotoTag;
  caption: string | null;
  equipmentId: string | null;
  takenAt: string;
}

/** Complete's customer sign-off: the drawn signature with the printed name, or "customer not present". */
export interface SignOffDraft {
  signatureDataUrl: string | null;
  signerName: string | null;
  customerNotPresent: boolean;
}

/**
 * The technician's actions waiting to reach the server, kept on the device (they survive a reload or a
 * closed tab). Each has its Idempotency-Key from the moment it is made, so sending it twice — a retry after
 * a lost answer — changes the job once. `queuedAt` is sent as the tap's time (`at`): travel, on-job and
 * clocked-in time start when the technician tapped, not when the connection came back.
 */
export interface QueuedAction {
  key: string;
  /** The job acted on; '' for the clock. */
  jobId: string;
  action: FieldAction;
  notes?: string | null;
  signOff?: SignOffDraft;
  /** A checklist answer: the item, its value and the item's version the device had seen. */
  itemId?: string;
  value?: boolean | string | null;
  baseVersion?: number;
  photo?: PhotoDraft;
  /** On my way: where the phone was (if the technician allows location), for the client's ETA. */
  position?: DevicePosition | null;
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

/** The same item's earlier answer, still waiting: the newer one replaces it (only the last answer counts). */
const sameItem = (a: Pick<QueuedAction, 'action' | 'jobId' | 'itemId'>, b: QueuedAction) =>
  a.action === 'answer' && b.action === 'answer' && a.jobId === b.jobId && a.itemId === b.itemId;

export function enqueueAction(userId: string, item: Omit<QueuedAction, 'key' | 'queuedAt'>): QueuedAction {
  const queued: QueuedAction = { ...item, key: crypto.randomUUID(), queuedAt: new Date().toISOString() };
  writeQueue(userId, [...readQueue(userId).filter((q) => !sameItem(item, q)), queued]);
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
