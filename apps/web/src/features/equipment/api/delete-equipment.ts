import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { equipmentKeys, invalidateEquipment } from './equipment-keys';

/** DELETE /api/equipment/{id} — refused (409) once jobs or the refrigerant log refer to the unit. */
export function deleteEquipment(id: string) {
  return apiFetch<void>(`/api/equipment/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEquipment,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: equipmentKeys.detail(id) });
      return invalidateEquipment(queryClient);
    },
  });
}
