import { z } from 'zod';
import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

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

/** An extension at the end of a number: "x12", "ext. 305", "#7". */
const EXTENSION = /[\s,;]*(?:ext\.?|extension|x|#)\s*\d{1,6}$/i;

export const PHONE_INVALID_MESSAGE = 'Enter a phone number like (512) 555-0142';

/**
 * Whether text can be dialled: 7 to 15 digits with the usual punctuation ("+", spaces, dashes, dots,
 * parentheses, "/") and an optional extension, or a vanity number whose letters follow at least three digits
 * ("1-800-FLOWERS"). "not-a-phone", "n/a" or "555" are not numbers. The one rule of every phone field (and of
 * imports, which use the same schemas); toE164 is the stricter rule for numbers a text is sent to.
 */
export function isPhoneNumber(raw: string): boolean {
  const text = raw.trim();
  const base = text.replace(EXTENSION, '');
  const digits = base.replace(/\D/g, '').length;
  if (/[a-z]/i.test(base)) {
    const vanity = /^\+?[\d\s().-]*$/.test(base.slice(0, base.search(/[a-z]/i)));
    const alphanumerics = base.replace(/[^a-z\d]/gi, '').length;
    return (
      vanity && /^[a-z\d\s().+-]+$/i.test(base) && digits >= 3 && alphanumerics >= 7 && alphanumerics <= 15
    );
  }
  return /^[\d\s().+/-]+$/.test(base) && digits >= 7 && digits <= 15;
}

/** A required phone field: the spec's message when missing or empty, a dialable number, normalised on save. */
export function requiredPhone(message: string, max = 50) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`)
    .refine(isPhoneNumber, PHONE_INVALID_MESSAGE)
    .transform(normalizePhone);
}

/** An optional phone field: '' and null clear it (null); absent stays absent; normalised on save. */
export function optionalPhone(max = 50) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine((v) => !v || isPhoneNumber(v), PHONE_INVALID_MESSAGE)
    .nullish()
    .transform((v) => (v === '' ? null : v == null ? v : normalizePhone(v)));
}

/**
 * The number a text is sent to and stored under: E.164 ("+15125550142"), read the way the organization's
 * country reads a number typed without its country code ("(512) 555-0142" in the US, "03-1234-5678" in
 * Japan → "+81312345678"); "+44 20 …" keeps its own country. An extension is dropped (texts cannot dial
 * one). null when no plausible number is there (too short, letters, empty).
 */
export function toE164(raw: string | null | undefined, country: string): string | null {
  const text = raw?.trim();
  if (!text) return null;
  const base = text.replace(EXTENSION, '');
  if (/[a-z]/i.test(base)) return null;
  const parsed = parsePhoneNumberFromString(base, asCountry(country));
  return parsed?.isPossible() ? parsed.number : null;
}

/** An E.164 number for people: "+1 512 555 0142". */
export function formatE164(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

const asCountry = (code: string): CountryCode | undefined =>
  isSupportedCountry(code.toUpperCase()) ? (code.toUpperCase() as CountryCode) : undefined;
