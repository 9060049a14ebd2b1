import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EquipmentHistoryEntry } from '@tradeworks/contracts/equipment';
import { apiFetchPage } from '@/lib/api-client';
import { equipmentKeys } from './equipment-keys';

/** GET /api/equipment/{id}/history — jobs, agreement visits and refrigerant entries, newest first. */
export function getEquipmentHistory(id: string, page: { limit: number; offset: number }) {
  return apiFetchPage<EquipmentHistoryEntry>(`/api/equipment/${encodeURIComponent(id)}/history`, {
    query: page,
  });
}

export function equipmentHistoryQueryOptions(id: string, page: { limit: number; offset: number }) {
  return queryOptions({
    queryKey: [...equipmentKeys.history(id), page],
    queryFn: () => getEquipmentHistory(id, page),
    placeholderData: keepPreviousData,
  });
}

export function useEquipmentHistory(id: string, page: { limit: number; offset: number }) {
  return useQuery(equipmentHistoryQueryOptions(id, page));
}
