import { toast } from '@/components/ui/use-toast';

export const LOGGED_OUT_MESSAGE = 'Unauthorized: You are logged out. Logging in again...';
export const LOGIN_ENDPOINT = '/api/login';

let pending = false;

/** Spec part 2: on profile and settings, a lost session shows this toast and goes to the login endpoint after 500 ms. */
export function handleLoggedOut(): void {
  if (pending) return;
  pending = true;
  toast({ title: LOGGED_OUT_MESSAGE, variant: 'destructive' });
  setTimeout(() => {
    const here = window.location.pathname + window.location.search;
    window.location.href = `${LOGIN_ENDPOINT}?redirect=${encodeURIComponent(here)}`;
  }, 500);
}
