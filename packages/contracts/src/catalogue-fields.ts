import { z } from 'zod';
import {
  DecimalPrecisionError,
  MONEY_DECIMALS_MESSAGE,
  centsToString,
  toScaledExact,
  tooManyDecimals,
} from './money';

/**
 * Field schemas shared by the services, inventory and purchase-order bodies. Inputs accept numbers or
 * strings (a form's inputs are strings); money leaves as a normalized decimal string (DESIGN.md §3).
 */

const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/;
const INTEGER = /^-?\d+$/;
/** numeric(10,2) holds at most 99,999,999.99. */
const MAX_CENTS = 9_999_999_999n;

/** "12.5" → 1250n; null when it has more than 2 decimals (refused, never rounded: money.ts). */
function exactHundredths(text: string): bigint | null {
  try {
    return toScaledExact(text.startsWith('.') ? `0${text}` : text.replace(/\.$/, ''), 2);
  } catch (err) {
    if (err instanceof DecimalPrecisionError) return null;
    throw err;
  }
}

/** A decimal amount of money ≥ 0 with at most 2 decimals, as "12.50". */
export function moneyInput(messages: { negative: string; invalid?: string; required?: string }) {
  return z
    .union([z.number(), z.string()], {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? (messages.required ?? messages.invalid ?? 'Must be a number')
          : (messages.invalid ?? 'Must be a number'),
    })
    .transform((value, ctx) => {
      const text = String(value).trim();
      if (text === '' && messages.required) {
        ctx.addIssue({ code: 'custom', message: messages.required });
        return z.NEVER;
      }
      if (!DECIMAL.test(text) || !Number.isFinite(Number(text))) {
        ctx.addIssue({ code: 'custom', message: messages.invalid ?? 'Must be a number' });
        return z.NEVER;
      }
      const cents = exactHundredths(text);
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: MONEY_DECIMALS_MESSAGE });
        return z.NEVER;
      }
      if (cents < 0n) {
        ctx.addIssue({ code: 'custom', message: messages.negative });
        return z.NEVER;
      }
      if (cents > MAX_CENTS) {
        ctx.addIssue({ code: 'custom', message: 'Must be at most 99999999.99' });
        return z.NEVER;
      }
      return centsToString(cents);
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
  return z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const text = String(value).trim();
    if (!DECIMAL.test(text) || !Number.isFinite(Number(text))) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    const hundredths = exactHundredths(text);
    if (hundredths === null) {
      ctx.addIssue({ code: 'custom', message: tooManyDecimals('Quantity', 2) });
      return z.NEVER;
    }
    if (hundredths <= 0n || hundredths > MAX_CENTS) {
      ctx.addIssue({ code: 'custom', message: hundredths <= 0n ? message : 'Must be at most 99999999.99' });
      return z.NEVER;
    }
    return centsToString(hundredths);
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
