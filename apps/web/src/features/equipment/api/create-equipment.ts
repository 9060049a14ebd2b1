import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Equipment, EquipmentCreateBody } from '@tradeworks/contracts/equipment';
import { apiFetch } from '@/lib/api-client';
import { invalidateEquipment } from './equipment-keys';

/** POST /api/equipment */
export function createEquipment(body: EquipmentCreateBody) {
  return apiFetch<Equipment>('/api/equipment', { method: 'POST', body });
}

export function useCreateEquipment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createEquipment, onSuccess: () => invalidateEquipment(queryClient) });
}
