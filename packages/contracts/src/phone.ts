import { z } from 'zod';

/**
 * The one way a phone number is stored (and so shown): US and Canadian numbers — 10 digits, or 11 with
 * the leading 1, in any punctuation — become "(512) 555-0142", as the demo data shows them, with an
 * extension kept as " ext. 12". Anything else (international "+44 …", vanity "1-800-FLOWERS", short
 * internal numbers) is kept as typed, only trimmed with its spaces collapsed: a number is never lost.
 * Used on save by every phone field: clients (and their emergency contact), technicians, suppliers on
 * purchase orders and the company profile.
 */
export function normalizePhone(raw: string): string {
  const text = raw.trim().replace(/\s+/g, ' ');
  if (!text) return text;
  const extension = /^(.*?)[\s,;]*(?:ext\.?|extension|x|#)\s*(\d{1,6})$/i.exec(text);
  const base = extension ? extension[1]! : text;
  if (/[a-z]/i.test(base)) return text;
  let digits = base.replace(/\D/g, '');
  // "+1 512 …" and "1-512-…" are US numbers too; any other country code stays as typed.
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  else if (base.startsWith('+')) return text;
  if (digits.length !== 10) return text;
  const formatted = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  return extension ? `${formatted} ext. ${extension[2]}` : formatted;
}

/** A required phone field: the spec's message when missing or empty, normalised on save. */
export function requiredPhone(message: string, max = 50) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`)
    .transform(normalizePhone);
}

/** An optional phone field: '' and null clear it (null); absent stays absent; normalised on save. */
export function optionalPhone(max = 50) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v === '' ? null : v == null ? v : normalizePhone(v)));
}
