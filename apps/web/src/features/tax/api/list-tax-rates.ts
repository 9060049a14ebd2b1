import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@tradeworks/contracts/paging';
import type { SalesTaxRate } from '@tradeworks/contracts/tax';
import { apiFetch } from '@/lib/api-client';
import { taxKeys } from './tax-keys';

/** GET /api/tax-rates — an organization has a handful of rates: one page holds them, by name. */
export const useTaxRates = () =>
  useQuery({
    queryKey: taxKeys.rates(),
    queryFn: () => apiFetch<SalesTaxRate[]>(`/api/tax-rates?limit=${MAX_PAGE_SIZE}`),
  });
