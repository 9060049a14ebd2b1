import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { handleLoggedOut } from '@/features/auth/public';

/** Spec §8: success toasts with the spec's words; failures show the server's message or the fallback. */
export const toastSuccess = (description: string) => toast({ title: 'Success', description });

export function toastFailure(error: unknown, fallback: string): void {
  if (isApiError(error, 401)) return handleLoggedOut();
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });
}
