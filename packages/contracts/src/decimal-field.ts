import { z } from 'zod';
import { DecimalPrecisionError, fromScaled, toScaledExact, tooManyDecimals } from './money';

/** As people type decimals: "12.", ".5" and "-.5" read as 12, 0.5 and -0.5. */
const TYPED_DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/;

export interface DecimalFieldOptions {
  /** Decimal places the column keeps (money 2, tax rates 4). */
  scale: number;
  /** Names the field in the too-many-decimals message ("Rate can have at most 2 decimal places"). */
  label: string;
  /** The message for something that is not a number. */
  invalid: string;
  /** The message for a missing value or an empty string, when it differs from `invalid`. */
  required?: string;
  /** The message for too many decimals, when the area words it its own way. */
  tooPrecise?: string;
  /** The smallest value allowed, in units of 10^-scale. */
  min: { units: bigint; inclusive: boolean; message: string };
  /** The largest value allowed (the column's limit), in units of 10^-scale. */
  max: { units: bigint; message: string };
}

/**
 * The one decimal field of the contracts (money, quantities, rates): a number or a string — a form's
 * inputs are strings — normalised to a fixed-scale decimal string ("12.50"). More decimals than the
 * column keeps are refused, never rounded (money.ts, the one precision rule).
 */
export function decimalField(options: DecimalFieldOptions) {
  const { scale, label, invalid, min, max } = options;
  return z.union([z.number(), z.string()], { error: options.required ?? invalid }).transform((value, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    let input: number | string = value;
    if (typeof value === 'string') {
      const text = value.trim();
      if (!text && options.required) return fail(options.required);
      if (!TYPED_DECIMAL.test(text)) return fail(invalid);
      input = text.replace(/^(-?)\./, '$10.').replace(/\.$/, '');
    }
    let units: bigint;
    try {
      units = toScaledExact(input, scale);
    } catch (err) {
      return fail(
        err instanceof DecimalPrecisionError
          ? (options.tooPrecise ?? tooManyDecimals(label, scale))
          : invalid,
      );
    }
    if (min.inclusive ? units < min.units : units <= min.units) return fail(min.message);
    if (units > max.units) return fail(max.message);
    return fromScaled(units, scale);
  });
}
