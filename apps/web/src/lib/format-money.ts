import { formatMoney } from '@tradeworks/contracts/money';

/**
 * The one money formatter: "$1,234.50" from the API's decimal strings (or a number), exact — the digits are
 * rounded to cents half away from zero as decimals, never through floating point. Empty or invalid → $0.00.
 */
export function formatCurrency(value: string | number | null | undefined): string {
  const raw = value === null || value === undefined || String(value).trim() === '' ? '0' : value;
  let plain: string;
  try {
    plain = formatMoney(raw);
  } catch {
    return '$0.00';
  }
  const negative = plain.startsWith('-');
  const [whole, frac] = plain.replace('-', '').split('.');
  return `${negative ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}
