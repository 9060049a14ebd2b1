import { fromScaled, toScaled } from './money';

/**
 * One way to show dates and tax rates — on screens (apps/web/src/lib/format.ts), in PDFs and e-mails
 * (apps/api sales documents, purchase orders, receipts) and in dashboard alerts.
 *
 * Locale: Tradeworks is a US product and a tenant has no locale setting, so the locale is en-US for every
 * tenant ("Nov 24, 2026"). What differs per tenant is the clock: a moment in time (createdAt, paidAt) is
 * shown as the day it was in the tenant's time zone (its `timezone` setting; in the browser, the user's
 * own zone), while a calendar date (a YYYY-MM-DD due date, valid-until) is the same day everywhere.
 */
export const DISPLAY_LOCALE = 'en-US';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(DISPLAY_LOCALE, options);
    formatters.set(key, f);
  }
  return f;
}

export interface DateDisplayOptions {
  /** "November 24, 2026" instead of "Nov 24, 2026" (sentences: "valid until …", receipts). */
  long?: boolean;
  /** The tenant's IANA zone for moments in time; default: the runtime's own zone. */
  timeZone?: string;
}

/**
 * "Nov 24, 2026": a YYYY-MM-DD date as that calendar day, a timestamp (ISO string or Date) as its day in
 * `timeZone`. '' for nothing or an unreadable value.
 */
export function formatDisplayDate(
  value: string | Date | null | undefined,
  { long = false, timeZone }: DateDisplayOptions = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const calendarDay = typeof value === 'string' && DATE_ONLY.test(value.slice(0, 10)) && value.length === 10;
  const date = calendarDay ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatter({
    year: 'numeric',
    month: long ? 'long' : 'short',
    day: 'numeric',
    ...(calendarDay ? { timeZone: 'UTC' } : timeZone ? { timeZone } : {}),
  }).format(date);
}

export interface DateTimeDisplayOptions {
  /** The tenant's IANA zone; default: the runtime's own zone. */
  timeZone?: string;
  /** Adds the zone's short name, "Nov 24, 2026, 9:00 AM CST", for a reader who may be in another zone. */
  zoneName?: boolean;
}

/** "Nov 24, 2026, 2:30 PM": a moment with its time of day, in `timeZone`. */
export function formatDisplayDateTime(
  value: string | Date | null | undefined,
  { timeZone, zoneName = false }: DateTimeDisplayOptions = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const zone = timeZone ? { timeZone } : {};
  // dateStyle/timeStyle cannot take a zone name; these fields read the same ("Nov 24, 2026, 9:00 AM") plus it.
  return formatter(
    zoneName
      ? {
          year: 'numeric',
          month: 'short',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZoneName: 'short',
          ...zone,
        }
      : { dateStyle: 'medium', timeStyle: 'short', ...zone },
  ).format(date);
}

/**
 * A stored tax-rate fraction as a percentage, exactly: at least one decimal (the spec's "8.0%") and the
 * second one when the rate has it ("0.0825" → "8.25%", never rounded to "8.3%").
 */
export function formatTaxRate(rate: string | number): string {
  const percent = fromScaled(toScaled(rate, 4), 2); // "8.25", "8.00"
  return `${percent.endsWith('0') ? percent.slice(0, -1) : percent}%`;
}

/** The totals row's label everywhere: "Tax (8.25%)". */
export const taxLabel = (rate: string | number): string => `Tax (${formatTaxRate(rate)})`;

/**
 * The tax rows of a document's totals, [label, amount]: one per component of a tax group ("City of Austin
 * (1.0%)"), else the one "Tax (8.25%)" row of a single rate (or of an exempt document, at 0%).
 */
export function taxRows(doc: {
  taxRate: string;
  taxAmount: string;
  taxLines?: ReadonlyArray<{ rateId?: string | null; name: string; rate: string; amount: string }>;
}): Array<[string, string]> {
  const lines = doc.taxLines ?? [];
  const single = lines.length === 1 && !lines[0]!.rateId && lines[0]!.name === 'Tax';
  if (lines.length === 0 || single) return [[taxLabel(doc.taxRate), doc.taxAmount]];
  return lines.map((line) => [`${line.name} (${formatTaxRate(line.rate)})`, line.amount]);
}
