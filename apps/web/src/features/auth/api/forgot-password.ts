import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody, ForgotPasswordResult } from '@tradeworks/contracts/auth';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/forgot-password — e-mails a reset link; the same answer whether or not the account exists. */
export function forgotPassword(body: ForgotPasswordBody): Promise<ForgotPasswordResult> {
  return apiFetch<ForgotPasswordResult>('/api/auth/forgot-password', { method: 'POST', body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
