import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from './api-client';

/**
 * The one form idiom of the app: react-hook-form validated with the contract's zod schema, the same one the
 * server parses the request with. `Values` is what the inputs hold (text as typed, selects as strings); the
 * submit handler receives the schema's output, ready to send.
 */
export function useZodForm<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
  options: Omit<UseFormProps<Values, unknown, Output>, 'resolver'> = {},
): UseFormReturn<Values, unknown, Output> {
  // The inputs' types are looser than the schema's input (a select holds any string until it is parsed).
  const resolver = zodResolver(schema as z.ZodType<Output, Values>) as UseFormProps<
    Values,
    unknown,
    Output
  >['resolver'];
  return useForm<Values, unknown, Output>({ ...options, resolver });
}

/**
 * For a form whose inputs are not the body itself (a date and a time for one instant, a list typed as text):
 * the contract's schema checks the body the values make. Its error paths must be the form's field names.
 */
export function bodyOf<Values, Body, Output>(
  toBody: (values: Values) => Body,
  schema: z.ZodType<Output, Body>,
): z.ZodType<Output, Values> {
  return z
    .custom<Values>()
    .transform(toBody)
    .pipe(schema as z.ZodType<Output, Awaited<Body>>);
}

/**
 * Puts the field errors of a 400 answer on the form's fields (`rename` maps a server field to the form's
 * name for it). Returns whether the answer carried any.
 */
export function setServerErrors<Values extends FieldValues>(
  form: { setError: UseFormSetError<Values> },
  error: unknown,
  rename: Record<string, string> = {},
): boolean {
  if (!isApiError(error) || !error.fieldErrors) return false;
  const entries = Object.entries(error.fieldErrors);
  for (const [field, message] of entries)
    form.setError((rename[field] ?? field) as Path<Values>, { type: 'server', message });
  return entries.length > 0;
}

/**
 * The message of a field's error, or the first one inside it (a list's or an object's: "services.0.quantity"
 * shows under "services").
 */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const [key, value] of Object.entries(error)) {
    const found = key === 'ref' ? undefined : firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

/**
 * The form's errors by field path ("items.2.max": message), for a form that shows a list's messages beside
 * its rows the way the server's field errors are keyed.
 */
export function errorsByPath(errors: object, prefix = ''): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || !value || typeof value !== 'object') continue;
    const path = key === 'root' ? prefix.slice(0, -1) : `${prefix}${key}`;
    const { message } = value as { message?: unknown };
    if (typeof message === 'string') found[path || key] ??= message;
    for (const [inner, text] of Object.entries(errorsByPath(value, `${path}.`))) found[inner] ??= text;
  }
  return found;
}
