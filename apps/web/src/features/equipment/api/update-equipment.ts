import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Equipment, EquipmentUpdateBody } from '@tradeworks/contracts/equipment';
import { apiFetch } from '@/lib/api-client';
import { invalidateEquipment } from './equipment-keys';

/** PATCH /api/equipment/{id} */
export function updateEquipment({ id, body }: { id: string; body: EquipmentUpdateBody }) {
  return apiFetch<Equipment>(`/api/equipment/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdateEquipment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateEquipment, onSuccess: () => invalidateEquipment(queryClient) });
}
