import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody, SetPasswordResult } from '@tradeworks/contracts/auth';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/reset-password — sets the new password, signs out every session and signs this one in. */
export function resetPassword(body: ResetPasswordBody): Promise<SetPasswordResult> {
  return apiFetch<SetPasswordResult>('/api/auth/reset-password', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
