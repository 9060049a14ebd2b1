import { formatDisplayDate, formatDisplayDateTime } from '@tradeworks/contracts/display-format';

/*
 * Times in the portal are on the organization's clock (`timeZone`, from GET /branding), never the device's:
 * a client reading on a phone set to another zone still sees the 9:00 visit the office booked at 9:00, and
 * the zone's short name says which clock that is ("9:00 AM CST"). Same format as the staff screens and the
 * PDFs (contracts/display-format.ts).
 */

/** "Nov 24, 2026": a date-only "YYYY-MM-DD" is that calendar day; a timestamp is its day on the clock. */
export const day = (value: string | null, timeZone: string): string =>
  formatDisplayDate(value, { timeZone }) || '—';

/** "Nov 24, 2026, 9:00 AM CST": a moment with its time and the zone's short name. */
export const dateTime = (value: string, timeZone: string): string =>
  formatDisplayDateTime(value, { timeZone, zoneName: true });

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat('en-US', { ...options, timeZone })));
  return f;
}

/** "Wednesday, Nov 25": the day of a booking slot on the organization's clock (slots are grouped by it). */
export const slotDay = (iso: string, timeZone: string): string =>
  formatter(timeZone, { weekday: 'long', month: 'short', day: 'numeric' }).format(new Date(iso));

/** "9:00 AM – 11:00 AM CST": a booking slot on the organization's clock, with the zone's short name. */
export const slotTimes = (start: string, end: string, timeZone: string): string => {
  const time = formatter(timeZone, { hour: 'numeric', minute: '2-digit' });
  const withZone = formatter(timeZone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
  return `${time.format(new Date(start))} – ${withZone.format(new Date(end))}`;
};

export const statusLabel = (status: string) =>
  status.charAt(0).toUpperCase() + status.slice(1).replace(/-/g, ' ');
