import { z } from 'zod';
import { decimalField } from './decimal-field';

/**
 * Field schemas shared by the services, inventory and purchase-order bodies. Inputs accept numbers or
 * strings (a form's inputs are strings); money leaves as a normalized decimal string (DESIGN.md §3).
 */

const INTEGER = /^-?\d+$/;
/** numeric(10,2) holds at most 99,999,999.99. */
const MAX_CENTS = 9_999_999_999n;

const AT_MOST = 'Must be at most 99999999.99';

/** A decimal amount of money ≥ 0 with at most 2 decimals, as "12.50". */
export function moneyInput(messages: { negative: string; invalid?: string; required?: string }) {
  return decimalField({
    scale: 2,
    label: 'Amounts',
    invalid: messages.invalid ?? 'Must be a number',
    required: messages.required,
    min: { units: 0n, inclusive: true, message: messages.negative },
    max: { units: MAX_CENTS, message: AT_MOST },
  });
}

/** Like moneyInput, but an empty form field ('') means "not given". */
export function optionalMoneyInput(messages: { negative: string; invalid?: string }) {
  const money = moneyInput(messages);
  return z
    .union([z.number(), z.string()], { error: messages.invalid ?? 'Must be a number' })
    .transform((value, ctx): string | undefined => {
      if (typeof value === 'string' && value.trim() === '') return undefined;
      const parsed = money.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    })
    .optional();
}

/** A positive decimal quantity with up to two decimals (service lines), as "1.50". */
export function quantityInput(message: string) {
  return decimalField({
    scale: 2,
    label: 'Quantity',
    invalid: message,
    min: { units: 0n, inclusive: false, message },
    max: { units: MAX_CENTS, message: AT_MOST },
  });
}

/** A whole number ≥ min (stock counts, PO quantities). */
export function integerInput(min: number, message: string) {
  return z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const text = String(value).trim();
    const n = Number(text);
    if (!INTEGER.test(text) || !Number.isSafeInteger(n) || n < min || n > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: n > 2_147_483_647 ? 'Must be at most 2147483647' : message });
      return z.NEVER;
    }
    return n;
  });
}

/** Optional free text: trimmed; '' and null clear it (null); absent stays absent. */
export function optionalText(max = 200, tooLong = `Must be at most ${max} characters`) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v === '' ? null : v));
}

/** Required text with the spec's message for missing and empty alike. */
export function requiredText(message: string, max = 200) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
}

/** A date-only field, YYYY-MM-DD. */
export function dateInput(message: string) {
  return z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((v) => !Number.isNaN(Date.parse(v)), message);
}

/** An optional date: '' and null clear it. */
export function optionalDate(message = 'Enter a valid date') {
  return z
    .union([z.literal(''), dateInput(message)], { error: message })
    .nullish()
    .transform((v) => (v === '' ? null : v));
}
