/**
 * Exact money arithmetic in integer cents (DESIGN.md §3). Rounding is half away from zero.
 * Amounts cross the wire as decimal strings ("1234.50"); inputs may be numbers or strings.
 */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Parses a decimal (number or string) into an integer count of 10^-scale units, rounding half away from zero. */
export function toScaled(value: number | string, scale: number): bigint {
  const text = typeof value === 'number' ? numberToPlain(value) : value.trim();
  if (!DECIMAL.test(text)) throw new RangeError(`Not a decimal number: ${value}`);
  const negative = text.startsWith('-');
  const [whole, frac = ''] = (negative ? text.slice(1) : text).split('.');
  const kept = frac.padEnd(scale, '0').slice(0, scale);
  let units = BigInt(whole + kept);
  const next = frac.charCodeAt(scale);
  if (!Number.isNaN(next) && next >= 53 /* '5' */) units += 1n;
  return negative ? -units : units;
}

/** Thrown by toScaledExact when a value has more decimals than its column keeps. */
export class DecimalPrecisionError extends RangeError {
  constructor(readonly scale: number) {
    super(`More than ${scale} decimal places`);
  }
}

/**
 * The one precision rule (security finding 8): like toScaled, but a value with more significant decimals
 * than `scale` is refused (DecimalPrecisionError) instead of rounded — money has at most 2 decimals, tax
 * rates 4, quantities their column's scale. Trailing zeros do not count ("10.500" is fine for money).
 */
export function toScaledExact(value: number | string, scale: number): bigint {
  const text = typeof value === 'number' ? numberToPlain(value) : value.trim();
  if (!DECIMAL.test(text)) throw new RangeError(`Not a decimal number: ${value}`);
  const frac = text.split('.')[1]?.replace(/0+$/, '') ?? '';
  if (frac.length > scale) throw new DecimalPrecisionError(scale);
  return toScaled(text, scale);
}

/** The field message for too many decimals, e.g. "Rate can have at most 2 decimal places". */
export const tooManyDecimals = (label: string, scale: number): string =>
  `${label} can have at most ${scale} decimal place${scale === 1 ? '' : 's'}`;

function numberToPlain(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`Not a finite number: ${n}`);
  // toFixed avoids exponent notation for the magnitudes money uses.
  return Math.abs(n) < 1e21 ? n.toFixed(10).replace(/\.?0+$/, '') : String(n);
}

export function fromScaled(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

export const toCents = (value: number | string): bigint => toScaled(value, 2);
export const centsToString = (cents: bigint): string => fromScaled(cents, 2);

/** Divides with rounding half away from zero. */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (n * 2n + d) / (2n * d);
  return negative ? -q : q;
}

/** quantity × rate, rounded to cents. Quantity is kept to 2 decimals, rate to 2 decimals. */
export function lineTotalCents(quantity: number | string, rate: number | string): bigint {
  return divRound(toScaled(quantity, 2) * toCents(rate), 100n);
}

/** subtotal × taxRate (taxRate a fraction with up to 4 decimals), rounded to cents. */
export function taxCents(subtotalCents: bigint, taxRate: number | string): bigint {
  return divRound(subtotalCents * toScaled(taxRate, 4), 10_000n);
}

/**
 * The one money formatter of every screen, the portal, the PDFs and e-mails: "$1,234.50" (negative
 * "-$1,234.50") from the API's decimal strings or a number. Exact: the digits are rounded to cents half away
 * from zero as decimals, never through floating point and never truncated. Empty or not a number → "$0.00".
 */
export function formatMoney(value: number | string | null | undefined): string {
  let cents: bigint;
  try {
    cents = value === null || value === undefined || String(value).trim() === '' ? 0n : toCents(value);
  } catch {
    return '$0.00';
  }
  const plain = centsToString(cents < 0n ? -cents : cents);
  const [whole, frac] = plain.split('.');
  return `${cents < 0n ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}
