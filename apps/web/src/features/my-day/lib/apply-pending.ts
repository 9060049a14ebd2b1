import { isOutOfRange, type JobChecklists } from '@tradeworks/contracts/checklists';
import type { MyDay, MyDayJob } from '@tradeworks/contracts/my-day';
import type { QueuedAction } from './offline-queue';

export type ShownJob = MyDayJob & { pendingSync: boolean };

/**
 * The day as the technician should see it: the server's (or the device's last) answer with the actions still
 * waiting to be sent applied on top, each job marked while one of its actions is pending. The transitions
 * mirror the server's machine; the server stays the judge when the queue is sent.
 */
export function applyPending(day: MyDay, queue: readonly QueuedAction[]): ShownJob[] {
  return day.jobs.map((job) => {
    const mine = queue.filter((q) => q.jobId === job.id);
    return mine.reduce<ShownJob>((shown, q) => applyOne(shown, q), { ...job, pendingSync: mine.length > 0 });
  });
}

function applyOne(job: ShownJob, q: QueuedAction): ShownJob {
  switch (q.action) {
    case 'en-route':
      return {
        ...job,
        enRouteAt: q.queuedAt,
        allowedActions: job.allowedActions.filter((a) => a !== 'en-route'),
      };
    case 'start':
      return { ...job, status: 'in-progress', startedAt: q.queuedAt, allowedActions: ['complete'] };
    case 'complete':
      return {
        ...job,
        status: 'completed',
        completedAt: q.queuedAt,
        notes: q.notes ?? job.notes,
        allowedActions: [],
      };
    default:
      return job;
  }
}

/** Since when the technician is clocked in, with the queued clock taps applied (null: clocked out). */
export function shownClock(day: MyDay, queue: readonly QueuedAction[]): string | null {
  // A day copy saved before the clock existed has no clockedInAt: clocked out.
  return queue.reduce<string | null>(
    (since, q) => (q.action === 'clock-in' ? q.queuedAt : q.action === 'clock-out' ? null : since),
    day.clockedInAt ?? null,
  );
}

export type ShownChecklists = JobChecklists & { pendingItemIds: ReadonlySet<string> };

/**
 * A job's checklists with the answers still queued on the device applied (the last one per item wins), the
 * out-of-range flags and the missing required items recomputed the server's way, so Complete can be refused
 * on the device before the server sees it.
 */
export function applyPendingAnswers(list: JobChecklists, queue: readonly QueuedAction[]): ShownChecklists {
  const pending = new Map<string, QueuedAction>();
  for (const q of queue)
    if (q.action === 'answer' && q.jobId === list.jobId && q.itemId) pending.set(q.itemId, q);
  const checklists = list.checklists.map((c) => ({
    ...c,
    items: c.items.map((item) => {
      const q = pending.get(item.id);
      if (!q) return item;
      const value = q.value ?? null;
      return {
        ...item,
        value,
        outOfRange: isOutOfRange(item, value),
        answeredAt: value === null ? null : q.queuedAt,
      };
    }),
  }));
  return {
    ...list,
    checklists,
    missingRequired: checklists.flatMap((c) =>
      c.items.filter((i) => i.required && i.value === null).map((i) => ({ id: i.id, label: i.label })),
    ),
    pendingItemIds: new Set(pending.keys()),
  };
}
