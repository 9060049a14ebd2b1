import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { setServerErrors } from '@/lib/use-zod-form';
import { toastTaxFailure, toastTaxSuccess } from './tax-toasts';

/** What a save does next: "Tax rate X added/saved" and close, or the server's field errors (else a toast). */
export function taxSaveCallbacks<Values extends FieldValues>(
  noun: 'Tax rate' | 'Tax group',
  editing: boolean,
  form: { setError: UseFormSetError<Values> },
  onClose: () => void,
) {
  return {
    onSuccess: (saved: { name: string }) => {
      toastTaxSuccess(`${noun} ${saved.name} ${editing ? 'saved' : 'added'}`);
      onClose();
    },
    onError: (error: unknown) => {
      if (!setServerErrors(form, error)) toastTaxFailure(error, `Failed to save the ${noun.toLowerCase()}`);
    },
  };
}
