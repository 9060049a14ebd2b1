import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignableRole } from '@tradeworks/contracts/team';
import { apiFetch } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** GET /api/tenant/roles — the roles the signed-in user may give (never above their own). */
export function listAssignableRoles() {
  return apiFetch<AssignableRole[]>('/api/tenant/roles');
}

export function useAssignableRoles(enabled = true) {
  return useQuery(queryOptions({ queryKey: teamKeys.roles(), queryFn: listAssignableRoles, enabled }));
}
