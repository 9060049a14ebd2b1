import { useQuery } from '@tanstack/react-query';
import type { ImportMapping, ImportType } from '@tradeworks/contracts/data-transfer';
import { apiFetch } from '@/lib/api-client';
import { importKeys } from './import-keys';

/** GET /api/imports/mappings/{type} — the columns this organization mapped last time. */
export function useImportMapping(type: ImportType) {
  return useQuery({
    queryKey: importKeys.mapping(type),
    queryFn: () => apiFetch<ImportMapping>(`/api/imports/mappings/${type}`),
    staleTime: 60_000,
  });
}
