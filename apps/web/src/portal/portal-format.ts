import { formatDisplayDate, formatDisplayDateTime } from '@tradeworks/contracts/display-format';

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Money arrives as exact decimal strings; formatting for display only. */
export const usd = (amount: string) => USD.format(Number(amount));

/**
 * A date-only "YYYY-MM-DD" is a calendar day (no time zone shift); timestamps are local — the same rules
 * and format as the staff screens and the PDFs (contracts/display-format.ts).
 */
export const day = (value: string | null): string => formatDisplayDate(value) || '—';

export const dateTime = (value: string) => formatDisplayDateTime(value);

export const statusLabel = (status: string) =>
  status.charAt(0).toUpperCase() + status.slice(1).replace(/-/g, ' ');
