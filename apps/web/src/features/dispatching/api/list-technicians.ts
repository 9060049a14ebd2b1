import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Technician, TechnicianListQuery } from '@tradeworks/contracts/technicians';
import { apiFetchPage } from '@/lib/api-client';
import { dispatchKeys } from './dispatch-keys';

/** GET/POST/PATCH /api/technicians — requests and hooks of the technicians tab and forms. */

export type TechnicianListParams = Partial<Omit<TechnicianListQuery, 'isActive'>> & {
  isActive?: 'true' | 'false';
};

export function techniciansQueryOptions(params: TechnicianListParams) {
  return queryOptions({
    queryKey: [...dispatchKeys.technicians(), params],
    queryFn: () => apiFetchPage<Technician>('/api/technicians', { query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}

export function useTechnicians(params: TechnicianListParams, enabled = true) {
  return useQuery({ ...techniciansQueryOptions(params), enabled });
}
