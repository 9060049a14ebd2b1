import { centsToString, lineTotalCents, taxCents, toCents } from '@tradeworks/contracts/money';

/*
 * Live totals while a form is being typed in: half-typed numbers ('', '1.', 'abc') count as zero instead of
 * throwing. The saved figures always come from the server, with the same exact cents arithmetic.
 */
const clean = (value: unknown): string => {
  const text = String(value ?? '').trim();
  const n = Number(text);
  const plain = String(n);
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(text) && !plain.includes('e') ? plain : '0';
};

export const liveLineCents = (quantity: unknown, rate: unknown): bigint =>
  lineTotalCents(clean(quantity), clean(rate));
export const liveCents = (amount: unknown): bigint => toCents(clean(amount));
export const liveTaxCents = (subtotal: bigint, rate: unknown): bigint => {
  const r = clean(rate);
  return Number(r) >= 0 && Number(r) <= 1 ? taxCents(subtotal, r) : 0n;
};
export { centsToString };
