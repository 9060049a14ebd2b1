/** A YYYY-MM-DD calendar date (the report filters' format, as the date inputs give it). */
export const isLocalDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

const utcDay = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Calendar days from `from` to `to` (0 for the same day). */
export const daysApart = (from: string, to: string) => Math.round((utcDay(to) - utcDay(from)) / 86_400_000);

/** The first day of the month eleven months before `to`'s: twelve calendar months ending with `to`'s. */
export function twelveMonthsEndingOn(to: string): string {
  const [y, m] = to.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 12, 1));
  return first.toISOString().slice(0, 10);
}
