/** Tax rate fraction "0.0825" as "8.3%": one decimal (spec part 1 §9). */
export function formatTaxRate(rate: string | number): string {
  return `${(Math.round(Number(rate) * 1000) / 10).toFixed(1)}%`;
}

const DATE_ONLY = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A YYYY-MM-DD date as "Jun 30, 2031", the same day wherever the browser is. */
export function formatDateOnly(date: string | null | undefined): string {
  if (!date) return '—';
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? '—' : DATE_ONLY.format(parsed);
}

/** Today + days as YYYY-MM-DD in the browser's own calendar (form defaults). */
export function localDatePlusDays(days: number, now = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
