import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Technician, TechnicianUpdateBody } from '@tradeworks/contracts/technicians';
import { apiFetch } from '@/lib/api-client';
import { invalidateDispatch } from './dispatch-keys';

export function useUpdateTechnician(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TechnicianUpdateBody) =>
      apiFetch<Technician>(`/api/technicians/${id}`, { method: 'PATCH', body }),
    onSuccess: () => invalidateDispatch(queryClient),
  });
}
