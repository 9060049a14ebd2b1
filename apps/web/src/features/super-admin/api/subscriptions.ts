import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SuperAdminTenant } from '@tradeworks/contracts/super-admin';
import type {
  BillingOverview,
  TenantUsage,
  TenantUsageSort,
} from '@tradeworks/contracts/super-admin-subscriptions';
import { apiFetch, apiFetchPage } from '@/lib/api-client';
import type { ListParams } from './console-requests';
import { superAdminKeys } from './super-admin-keys';

/** GET /api/super-admin/subscriptions/issues — past-due and cancelled tenants. */
export function usePaymentIssues(params: ListParams) {
  return useQuery({
    queryKey: superAdminKeys.paymentIssues(params),
    queryFn: () =>
      apiFetchPage<SuperAdminTenant>('/api/super-admin/subscriptions/issues', { query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/super-admin/subscriptions/billing — tenants by plan and billing status. */
export function useBillingOverview() {
  return useQuery({
    queryKey: superAdminKeys.billingOverview(),
    queryFn: () => apiFetch<BillingOverview>('/api/super-admin/subscriptions/billing'),
  });
}

export interface TenantUsageParams extends ListParams {
  sort: TenantUsageSort;
  order: 'asc' | 'desc';
}

/** GET /api/super-admin/analytics/tenants — per-tenant usage, sorted by the server. */
export function useTenantUsage(params: TenantUsageParams) {
  return useQuery({
    queryKey: superAdminKeys.tenantUsage(params),
    queryFn: () => apiFetchPage<TenantUsage>('/api/super-admin/analytics/tenants', { query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}
