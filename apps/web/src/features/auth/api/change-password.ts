import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody, ChangePasswordResult } from '@tradeworks/contracts/auth';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/change-password — the signed-in user's password; other sessions are signed out. */
export function changePassword(body: ChangePasswordBody): Promise<ChangePasswordResult> {
  return apiFetch<ChangePasswordResult>('/api/auth/change-password', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
