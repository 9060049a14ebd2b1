import { z } from 'zod';

export const ZIP_INVALID_MESSAGE =
  'Enter a ZIP code like 78704 or 78704-1234 (or a postal code like K1A 0B1)';

/**
 * The one ZIP / postal code rule (clients, service locations, the company profile, and imports, which use the
 * same schemas): a US ZIP (5 digits, or ZIP+4), or another country's postal code — letters, digits, spaces
 * and dashes with at least one digit ("K1A 0B1", "SW1A 1AA", "2000"). "ABCDE" and "n/a" are not codes; an
 * all-digit code other than 4 to 6 digits is not one either.
 */
export function isPostalCode(raw: string): boolean {
  const code = raw.trim();
  if (/^\d{5}(-\d{4})?$/.test(code)) return true;
  if (/^\d+$/.test(code)) return code.length >= 4 && code.length <= 6;
  return /^[a-z\d][a-z\d -]{1,9}$/i.test(code) && /\d/.test(code);
}

/** A required ZIP code field: the given message when missing, the postal-code rule otherwise. */
export function requiredPostalCode(message: string, max = 20) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`)
    .refine(isPostalCode, ZIP_INVALID_MESSAGE)
    .transform((v) => v.toUpperCase());
}

/** An optional ZIP code field: '' and null clear it (null); absent stays absent. */
export function optionalPostalCode(max = 20) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine((v) => !v || isPostalCode(v), ZIP_INVALID_MESSAGE)
    .nullish()
    .transform((v) => (v === '' ? null : v == null ? v : v.toUpperCase()));
}
