import type { z } from 'zod';

/** Parses form values with the same schema the server uses; field errors keyed by the first path segment. */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { data: z.output<S>; errors: null } | { data: null; errors: Record<string, string> } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return { data: null, errors };
}

/** The errors left once the user has edited `keys`. */
export function withoutKeys(errors: Record<string, string>, keys: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([k]) => !keys.includes(k)));
}
