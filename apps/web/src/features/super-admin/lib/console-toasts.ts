import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';

/** Spec part 2 §8: save failures show title 'Error' and the server's message, else the fallback text. */
export function toastFailure(error: unknown, fallback: string): void {
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });
}

export function toastSuccess(title: string): void {
  toast({ title });
}
