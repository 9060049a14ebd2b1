import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Technician, TechnicianCreateBody } from '@tradeworks/contracts/technicians';
import { apiFetch } from '@/lib/api-client';
import { invalidateDispatch } from './dispatch-keys';

export function useCreateTechnician() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TechnicianCreateBody) =>
      apiFetch<Technician>('/api/technicians', { method: 'POST', body }),
    onSuccess: () => invalidateDispatch(queryClient),
  });
}
