import { useQuery } from '@tanstack/react-query';
import type { ScheduleSummary } from '@tradeworks/contracts/scheduling';
import { apiFetch } from '@/lib/api-client';
import { isTimeZone } from '@tradeworks/contracts/zone-clock';
import { scheduleKeys } from './schedule-keys';

/** GET /api/schedule/summary — the four quick stats, counted on the server. */
export function useScheduleSummary() {
  return useQuery({
    queryKey: scheduleKeys.summary(),
    queryFn: () => apiFetch<ScheduleSummary>('/api/schedule/summary'),
    refetchOnMount: 'always',
  });
}

/**
 * The organization's time zone, in which the calendar shows and edits times (from the summary, which counts
 * "today" in it too). An unknown zone name falls back to UTC, as the server does.
 */
export function useTenantTimeZone() {
  const summary = useScheduleSummary();
  const zone = summary.data?.timeZone;
  return {
    timeZone: zone ? (isTimeZone(zone) ? zone : 'UTC') : null,
    isError: summary.isError && !summary.data,
    error: summary.error,
    refetch: summary.refetch,
  };
}
