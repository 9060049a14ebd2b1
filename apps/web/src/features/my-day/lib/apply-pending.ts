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
  }
}
