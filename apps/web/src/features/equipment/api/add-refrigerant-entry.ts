import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefrigerantLogCreateBody, RefrigerantLogEntry } from '@tradeworks/contracts/equipment';
import { apiFetch } from '@/lib/api-client';
import { equipmentKeys } from './equipment-keys';

/** POST /api/equipment/{id}/refrigerant-log — refrigerant added or recovered (EPA 608 record). */
export function addRefrigerantEntry({ id, body }: { id: string; body: RefrigerantLogCreateBody }) {
  return apiFetch<RefrigerantLogEntry>(`/api/equipment/${encodeURIComponent(id)}/refrigerant-log`, {
    method: 'POST',
    body,
  });
}

export function useAddRefrigerantEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRefrigerantEntry,
    onSuccess: (_, { id }) => queryClient.invalidateQueries({ queryKey: equipmentKeys.detail(id) }),
  });
}
