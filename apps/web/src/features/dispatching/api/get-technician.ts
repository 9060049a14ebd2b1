import { useQuery } from '@tanstack/react-query';
import type { Technician } from '@tradeworks/contracts/technicians';
import { apiFetch } from '@/lib/api-client';
import { dispatchKeys } from './dispatch-keys';

export function useTechnician(id: string) {
  return useQuery({
    queryKey: dispatchKeys.technician(id),
    queryFn: () => apiFetch<Technician>(`/api/technicians/${id}`),
  });
}
