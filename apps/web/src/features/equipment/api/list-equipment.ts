import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Equipment, EquipmentListQuery } from '@tradeworks/contracts/equipment';
import { apiFetchPage } from '@/lib/api-client';
import { equipmentKeys } from './equipment-keys';

export type EquipmentListParams = Partial<Omit<EquipmentListQuery, 'olderThanExpectedLife'>> & {
  olderThanExpectedLife?: 'true';
};

/** GET /api/equipment — a page of units (search serial, make, model or client; type, location, warranty and age filters). */
export function listEquipment(params: EquipmentListParams) {
  return apiFetchPage<Equipment>('/api/equipment', { query: { ...params } });
}

export function equipmentListQueryOptions(params: EquipmentListParams) {
  return queryOptions({
    queryKey: [...equipmentKeys.lists(), params],
    queryFn: () => listEquipment(params),
    placeholderData: keepPreviousData,
  });
}

export function useEquipmentList(params: EquipmentListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...equipmentListQueryOptions(params), ...options });
}
