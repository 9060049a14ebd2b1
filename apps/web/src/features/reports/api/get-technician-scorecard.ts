import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TechnicianScorecard } from '@tradeworks/contracts/reports';
import { apiFetch } from '@/lib/api-client';
import { reportKeys } from './report-keys';

/** GET /api/reports/technicians — a page of technicians' figures over the period, and the totals. */
export function useTechnicianScorecard(
  params: { from: string; to: string; limit: number; offset: number },
  enabled: boolean,
) {
  return useQuery({
    queryKey: reportKeys.technicians(params),
    queryFn: () => apiFetch<TechnicianScorecard>('/api/reports/technicians', { query: params }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
