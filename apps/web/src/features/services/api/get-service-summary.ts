import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceSummary } from '@tradeworks/contracts/services';
import { apiFetch } from '@/lib/api-client';
import { serviceKeys } from './service-keys';

/** GET /api/services/summary — the four stat cards, computed in SQL. */
export function getServiceSummary() {
  return apiFetch<ServiceSummary>('/api/services/summary');
}

export function serviceSummaryQueryOptions() {
  return queryOptions({ queryKey: serviceKeys.summary(), queryFn: getServiceSummary });
}

export function useServiceSummary() {
  return useQuery(serviceSummaryQueryOptions());
}
