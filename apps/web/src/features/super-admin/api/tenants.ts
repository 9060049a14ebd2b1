import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddExistingUserBody,
  SuperAdminTenant,
  TenantCreateBody,
  TenantUpdateBody,
  TenantUser,
  TenantUserCreateBody,
  TenantUserUpdateBody,
} from '@tradeworks/contracts/super-admin';
import { apiFetch, apiFetchPage } from '@/lib/api-client';

const TENANTS = '/api/super-admin/tenants';

export interface ListParams {
  search: string;
  limit: number;
  offset: number;
}

export function useTenants(params: ListParams) {
  return useQuery({
    queryKey: [TENANTS, params],
    queryFn: () => apiFetchPage<SuperAdminTenant>(TENANTS, { query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}

export function useTenant(id: string) {
  return useQuery({
    queryKey: [TENANTS, id],
    queryFn: () => apiFetch<SuperAdminTenant>(`${TENANTS}/${id}`),
  });
}

/** Every change to tenants, users or memberships refreshes both lists and the dashboard. */
function useInvalidateConsole() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [TENANTS] }),
      queryClient.invalidateQueries({ queryKey: ['/api/super-admin/users'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/super-admin/dashboard'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/super-admin/activity'] }),
    ]);
}

export function useCreateTenant() {
  const invalidate = useInvalidateConsole();
  return useMutation({
    mutationFn: (body: TenantCreateBody) => apiFetch<SuperAdminTenant>(TENANTS, { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useUpdateTenant(id: string) {
  const invalidate = useInvalidateConsole();
  return useMutation({
    mutationFn: (body: TenantUpdateBody) =>
      apiFetch<SuperAdminTenant>(`${TENANTS}/${id}`, { method: 'PATCH', body }),
    onSuccess: invalidate,
  });
}

export function useDeleteTenant(id: string) {
  const invalidate = useInvalidateConsole();
  return useMutation({
    mutationFn: (confirmSlug: string) =>
      apiFetch(`${TENANTS}/${id}`, { method: 'DELETE', body: { confirm_slug: confirmSlug } }),
    onSuccess: invalidate,
  });
}

export function useTenantUsers(id: string, params: ListParams) {
  return useQuery({
    queryKey: [TENANTS, id, 'users', params],
    queryFn: () => apiFetchPage<TenantUser>(`${TENANTS}/${id}/users`, { query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateTenantUser(id: string) {
  const invalidate = useInvalidateConsole();
  return useMutation({
    mutationFn: (body: TenantUserCreateBody) =>
      apiFetch<TenantUser>(`${TENANTS}/${id}/users`, { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useAddExistingUser(id: string) {
  const invalidate = useInvalidateConsole();
  return useMutation({
    mutationFn: (body: AddExistingUserBody) =>
      apiFetch<TenantUser>(`${TENANTS}/${id}/users/add-existing`, { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useUpdateTenantUser(id: string) {
  const invalidate = useInvalidateConsole();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: TenantUserUpdateBody }) =>
      apiFetch<TenantUser>(`${TENANTS}/${id}/users/${userId}`, { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}
