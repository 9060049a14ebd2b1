import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LinkableUser } from '@tradeworks/contracts/technicians';
import { apiFetch } from '@/lib/api-client';
import { dispatchKeys } from './dispatch-keys';

/** GET /api/technicians/linkable-users?search= — the technician form's "Sign-in account" picker. */
export function useLinkableUsers(search: string, enabled: boolean) {
  return useQuery({
    queryKey: dispatchKeys.linkableUsers(search),
    queryFn: () => apiFetch<LinkableUser[]>('/api/technicians/linkable-users', { query: { search } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
