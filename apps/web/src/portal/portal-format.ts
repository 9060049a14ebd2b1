const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Money arrives as exact decimal strings; formatting for display only. */
export const usd = (amount: string) => USD.format(Number(amount));

/** A date-only "YYYY-MM-DD" is a calendar day (no time zone shift); timestamps are local. */
export function day(value: string | null): string {
  if (!value) return '—';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number);
    return DATE.format(new Date(y, m - 1, d));
  }
  return DATE.format(new Date(value));
}

export const dateTime = (value: string) => DATE_TIME.format(new Date(value));

export const statusLabel = (status: string) =>
  status.charAt(0).toUpperCase() + status.slice(1).replace(/-/g, ' ');
