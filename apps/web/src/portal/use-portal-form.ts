import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { PortalError } from './portal-api';

/**
 * The portal's form idiom, as the staff app's: react-hook-form checked with the contract's schema (the one the
 * server parses the request with); the submit handler receives the schema's output. `Values` is what the
 * inputs hold.
 */
export function usePortalForm<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
  defaultValues: DefaultValues<Values>,
): UseFormReturn<Values, unknown, Output> {
  const resolver = zodResolver(schema as z.ZodType<Output, Values>);
  return useForm<Values, unknown, Output>({ defaultValues, resolver });
}

/**
 * Shows a failed request on the form: the server's field errors on their fields, anything else as the
 * form's own error (`root`).
 */
export function showPortalFailure<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  error: unknown,
): void {
  if (error instanceof PortalError && error.fieldErrors) {
    for (const [name, message] of Object.entries(error.fieldErrors))
      form.setError(name as Path<Values>, { type: 'server', message });
    return;
  }
  form.setError('root', {
    type: 'server',
    message: error instanceof PortalError ? error.message : 'Network error. Please try again.',
  });
}
