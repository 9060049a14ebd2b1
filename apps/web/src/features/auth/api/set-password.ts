import { useMutation } from '@tanstack/react-query';
import type { SetPasswordBody, SetPasswordResult } from '@tradeworks/contracts/auth';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/set-password — sets the invited user's password and signs them in. */
export function setPassword(body: SetPasswordBody): Promise<SetPasswordResult> {
  return apiFetch<SetPasswordResult>('/api/auth/set-password', { method: 'POST', body });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
