import type { AuthUser } from '@tradeworks/contracts/auth';

/** Full name, else e-mail, else 'User' (spec part 1 §2, header). */
export function displayName(
  user: Pick<AuthUser, 'firstName' | 'lastName' | 'email'> | null | undefined,
): string {
  const full = [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim();
  return full || user?.email || 'User';
}
