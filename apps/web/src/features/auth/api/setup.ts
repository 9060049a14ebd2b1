import { useMutation } from '@tanstack/react-query';
import type { AuthUser, SetupBody } from '@tradeworks/contracts/auth';
import { apiFetch } from '@/lib/api-client';

/** POST /api/setup — creates the first super admin and organization on an empty database, signed in. */
export function runSetup(body: SetupBody): Promise<AuthUser | undefined> {
  return apiFetch<AuthUser | undefined>('/api/setup', { method: 'POST', body });
}

export function useSetup() {
  return useMutation({ mutationFn: runSetup });
}
