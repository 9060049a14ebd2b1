const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,234.50" from the API's decimal strings (display only; arithmetic stays in integer cents). */
export function formatUsd(value: string | number | null | undefined): string {
  const n = Number(value ?? 0);
  return USD.format(Number.isFinite(n) ? n : 0);
}
