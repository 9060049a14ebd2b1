import { useMutation } from '@tanstack/react-query';
import type { AuthUser, LoginBody } from '@tradeworks/contracts/auth';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/login — signs in with e-mail and password; 401 wrong credentials, 429 too many tries. */
export function login(body: LoginBody): Promise<AuthUser | undefined> {
  return apiFetch<AuthUser | undefined>('/api/auth/login', { method: 'POST', body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
