import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '@tradeworks/contracts/idempotency';
import type { JobChecklistItem } from '@tradeworks/contracts/checklists';
import type { JobPhotoDetail } from '@tradeworks/contracts/job-photos';
import type { MyDay, MyDayJob } from '@tradeworks/contracts/my-day';
import type { TimeClock } from '@tradeworks/contracts/timesheets';
import { toast } from '@/components/ui/use-toast';
import { ApiError, apiFetch, errorMessage } from '@/lib/api-client';
import {
  FIELD_ACTION_LABELS,
  enqueueAction,
  readQueue,
  removeAction,
  subscribeQueue,
  type QueuedAction,
} from '../lib/offline-queue';
import { dropPhoto, readPhoto } from '../lib/photo-store';
import { putChecklistItem } from './get-job-checklist';
import { myDayKeys } from './my-day-keys';

function putJob(queryClient: QueryClient, job: MyDayJob) {
  queryClient.setQueriesData<MyDay>({ queryKey: myDayKeys.day() }, (day) =>
    day ? { ...day, jobs: day.jobs.map((j) => (j.id === job.id ? job : j)) } : day,
  );
}

/**
 * Sends one queued action with its Idempotency-Key and puts the answer into what the page shows: a job
 * action (POST /api/my-day/jobs/{id}/{action}), the clock (POST /api/timesheets/clock-in|out), a checklist
 * answer (PUT /api/service-jobs/{id}/checklist/{itemId}) or a photo. Job actions and the clock carry the tap's time.
 */
async function sendAction(q: QueuedAction, userId: string, queryClient: QueryClient): Promise<void> {
  const headers = { [IDEMPOTENCY_HEADER]: q.key };
  const at = q.queuedAt;
  switch (q.action) {
    case 'answer': {
      const item = await apiFetch<JobChecklistItem>(`/api/service-jobs/${q.jobId}/checklist/${q.itemId}`, {
        method: 'PUT',
        body: { value: q.value ?? null, baseVersion: q.baseVersion },
        headers,
      });
      putChecklistItem(queryClient, userId, q.jobId, item);
      return;
    }
    case 'photo': {
      await sendPhoto(q);
      void queryClient.invalidateQueries({ queryKey: myDayKeys.photos(q.jobId) });
      return;
    }
    case 'clock-in':
    case 'clock-out': {
      const clock = await apiFetch<TimeClock>(`/api/timesheets/${q.action}`, {
        method: 'POST',
        body: { at },
        headers,
      });
      queryClient.setQueriesData<MyDay>({ queryKey: myDayKeys.day() }, (day) =>
        day ? { ...day, clockedInAt: clock.clockedInAt } : day,
      );
      return;
    }
    default: {
      const body =
        q.action === 'complete' ? { notes: q.notes ?? null, ...q.signOff, at } : { ...q.position, at };
      const job = await apiFetch<MyDayJob>(`/api/my-day/jobs/${q.jobId}/${q.action}`, {
        method: 'POST',
        body,
        headers,
      });
      putJob(queryClient, job);
    }
  }
}

/**
 * POST /api/service-jobs/{id}/photos with the photo's own id, so a resend after a lost answer stores it once. Its
 * bytes leave the device only when the server has them; a photo whose bytes are gone (storage cleared) is dropped.
 */
async function sendPhoto(q: QueuedAction): Promise<void> {
  const photo = q.photo;
  if (!photo) return;
  const blob = await readPhoto(photo.id);
  if (!blob) return;
  const form = new FormData();
  form.append('id', photo.id);
  form.append('tag', photo.tag);
  form.append('takenAt', photo.takenAt);
  if (photo.caption) form.append('caption', photo.caption);
  if (photo.equipmentId) form.append('equipmentId', photo.equipmentId);
  form.append('photo', blob, photo.fileName);
  try {
    await apiFetch<JobPhotoDetail>(`/api/service-jobs/${q.jobId}/photos`, { method: 'POST', body: form });
  } catch (error) {
    // Refused (not a photo, the job closed): it leaves the queue, so its bytes leave the device too.
    if (error instanceof ApiError && error.status < 500 && error.status !== 401) await dropPhoto(photo.id);
    throw error;
  }
  await dropPhoto(photo.id);
}

let flushing: Promise<void> | null = null;

/**
 * Sends the queue in order, one at a time (one flush at once per page). Sent: off the queue, the answer goes
 * into the day. Refused by the server (409: the office cancelled the job meanwhile): off the queue, with the
 * server's message. No connection or a server error: stop and try again later, same keys.
 */
function flushQueue(userId: string, queryClient: QueryClient): Promise<void> {
  flushing ??= (async () => {
    // Sent or refused: either way the server's state is read again (a refused answer shows the colleague's).
    let sent = 0;
    try {
      // The head of the queue each time: actions added while sending are sent in the same run.
      for (let q = readQueue(userId)[0]; q && navigator.onLine; q = readQueue(userId)[0]) {
        try {
          await sendAction(q, userId, queryClient);
          removeAction(userId, q.key);
          sent++;
        } catch (error) {
          if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) break;
          removeAction(userId, q.key);
          sent++;
          toast({
            variant: 'destructive',
            title: `${FIELD_ACTION_LABELS[q.action]} was not saved`,
            description: errorMessage(error, error.message),
          });
        }
      }
    } finally {
      flushing = null;
      if (sent) void queryClient.invalidateQueries({ queryKey: myDayKeys.all });
    }
  })();
  return flushing;
}

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The queue of this technician's unsent actions, the connection state, and how to add an action. */
export function useFieldSync(userId: string) {
  const queryClient = useQueryClient();
  const queue = useSyncExternalStore(subscribeQueue, () => readQueue(userId));
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);

  useEffect(() => {
    if (!online || !queue.length) return;
    void flushQueue(userId, queryClient);
    // A connection that says it is up may still drop requests: keep trying while anything waits.
    const timer = window.setInterval(() => void flushQueue(userId, queryClient), 15_000);
    return () => window.clearInterval(timer);
  }, [online, queue.length, userId, queryClient]);

  const perform = useCallback(
    (item: Omit<QueuedAction, 'key' | 'queuedAt'>) => {
      enqueueAction(userId, item);
      if (navigator.onLine) void flushQueue(userId, queryClient);
    },
    [userId, queryClient],
  );

  return { queue, online, perform };
}
