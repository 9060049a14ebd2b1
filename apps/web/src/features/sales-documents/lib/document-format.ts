import { formatDisplayDate } from '@tradeworks/contracts/display-format';

/** Tax rate fraction "0.0825" as "8.25%", "0.08" as "8.0%" — the one format of screens and PDFs. */
export { formatTaxRate } from '@tradeworks/contracts/display-format';

/** A YYYY-MM-DD date as "Jun 30, 2031", the same day wherever the browser is; '—' when there is none. */
export function formatDateOnly(date: string | null | undefined): string {
  return formatDisplayDate(date?.slice(0, 10)) || '—';
}
