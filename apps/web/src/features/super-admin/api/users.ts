import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedPlatformUser,
  PlatformUser,
  UserCreateWithTenantsBody,
  UserUpdateBody,
} from '@tradeworks/contracts/super-admin';
import { apiFetch, apiFetchPage } from '@/lib/api-client';
import type { ListParams } from './tenants';

const USERS = '/api/super-admin/users';

export function useUsers(params: ListParams) {
  return useQuery({
    queryKey: [USERS, params],
    queryFn: () => apiFetchPage<PlatformUser>(USERS, { query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: string) {
  return useQuery({ queryKey: [USERS, id], queryFn: () => apiFetch<PlatformUser>(`${USERS}/${id}`) });
}

function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [USERS] }),
      queryClient.invalidateQueries({ queryKey: ['/api/super-admin/tenants'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/super-admin/dashboard'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/super-admin/activity'] }),
    ]);
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: UserCreateWithTenantsBody) =>
      apiFetch<CreatedPlatformUser>(`${USERS}/create-with-tenants`, { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useUpdateUser(id: string) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: UserUpdateBody) => apiFetch<PlatformUser>(`${USERS}/${id}`, { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}

export function useRemoveMembership() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (membershipId: string) =>
      apiFetch(`/api/super-admin/user-tenant-memberships/${membershipId}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
