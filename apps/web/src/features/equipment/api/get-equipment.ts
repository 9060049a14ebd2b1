import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Equipment } from '@tradeworks/contracts/equipment';
import { apiFetch } from '@/lib/api-client';
import { equipmentKeys } from './equipment-keys';

/** GET /api/equipment/{id} */
export function getEquipment(id: string) {
  return apiFetch<Equipment>(`/api/equipment/${encodeURIComponent(id)}`);
}

export function equipmentQueryOptions(id: string) {
  return queryOptions({ queryKey: equipmentKeys.detail(id), queryFn: () => getEquipment(id) });
}

export function useEquipment(id: string) {
  return useQuery(equipmentQueryOptions(id));
}
