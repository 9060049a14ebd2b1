import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Technician,
  TechnicianCreateBody,
  TechnicianListQuery,
  TechnicianUpdateBody,
} from '@tradeworks/contracts/technicians';
import { apiFetch, apiFetchPage } from '@/lib/api-client';
import { dispatchKeys, invalidateDispatch } from './dispatch-keys';

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

export function useTechnician(id: string) {
  return useQuery({
    queryKey: dispatchKeys.technician(id),
    queryFn: () => apiFetch<Technician>(`/api/technicians/${id}`),
  });
}

export function useCreateTechnician() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TechnicianCreateBody) =>
      apiFetch<Technician>('/api/technicians', { method: 'POST', body }),
    onSuccess: () => invalidateDispatch(queryClient),
  });
}

export function useUpdateTechnician(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TechnicianUpdateBody) =>
      apiFetch<Technician>(`/api/technicians/${id}`, { method: 'PATCH', body }),
    onSuccess: () => invalidateDispatch(queryClient),
  });
}
