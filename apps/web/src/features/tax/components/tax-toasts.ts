import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { handleLoggedOut } from '@/features/auth/public';

/** Settings toasts as the other tabs show them: "Success" with what happened, or the server's reason. */
export const toastTaxSuccess = (description: string) => toast({ title: 'Success', description });

export function toastTaxFailure(error: unknown, fallback: string): void {
  if (isApiError(error, 401)) return handleLoggedOut();
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });
}
