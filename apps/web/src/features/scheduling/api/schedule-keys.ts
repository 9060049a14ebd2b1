import type { QueryClient } from '@tanstack/react-query';
import { invalidateDispatch } from '@/features/dispatching/public';

/**
 * Every read of the scheduling calendar sits under `scheduleKeys.all`: invalidating it (after a change here,
 * or when a live-change event says jobs moved) refreshes the whole calendar, stats and conflicts at once.
 * Jobs change on other screens too (dispatching), so the calendar's reads also refetch when it mounts.
 */
export const scheduleKeys = {
  all: ['schedule'] as const,
  jobs: (range: { from: string; to: string }, filters: Record<string, string>) =>
    [...scheduleKeys.all, 'jobs', range, filters] as const,
  unassigned: () => [...scheduleKeys.all, 'unassigned'] as const,
  technicians: () => [...scheduleKeys.all, 'technicians'] as const,
  summary: () => [...scheduleKeys.all, 'summary'] as const,
  conflicts: (range: { from: string; to: string }) => [...scheduleKeys.all, 'conflicts', range] as const,
};

/** After a job moved: the calendar and everything dispatching shows of jobs. */
export function invalidateSchedule(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
    invalidateDispatch(queryClient),
  ]).then(() => undefined);
}
