import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@tradeworks/contracts/paging';
import type { TaxGroup } from '@tradeworks/contracts/tax';
import { apiFetch } from '@/lib/api-client';
import { taxKeys } from './tax-keys';

/** GET /api/tax-groups — the groups with their rates and combined rate, by name (one page holds them). */
export const useTaxGroups = () =>
  useQuery({
    queryKey: taxKeys.groups(),
    queryFn: () => apiFetch<TaxGroup[]>(`/api/tax-groups?limit=${MAX_PAGE_SIZE}`),
  });
