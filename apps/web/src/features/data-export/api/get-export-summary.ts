import { useQuery } from '@tanstack/react-query';
import type { ExportSummary } from '@tradeworks/contracts/data-transfer';
import { apiFetch } from '@/lib/api-client';
import { exportKeys } from './export-keys';

/** GET /api/exports/summary — the real number of rows of each type. */
export function useExportSummary() {
  return useQuery({
    queryKey: exportKeys.summary(),
    queryFn: () => apiFetch<ExportSummary>('/api/exports/summary'),
  });
}
