/** Dates as YYYY-MM-DD strings, counted at noon UTC so no zone or daylight saving shifts a day. */
const noon = (date: string) => new Date(`${date}T12:00:00Z`);

export function plusDays(date: string, days: number): string {
  const d = noon(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The first day of the week holding `date`, for weeks that start on `weekStartsOn` (0 = Sunday). */
export function weekStartOf(date: string, weekStartsOn: number): string {
  const back = (noon(date).getUTCDay() - weekStartsOn + 7) % 7;
  return plusDays(date, -back);
}

/** "Nov 23 – Nov 29, 2026" */
export function weekLabel(weekStart: string): string {
  const f = (date: string, year: boolean) =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      ...(year && { year: 'numeric' }),
      timeZone: 'UTC',
    }).format(noon(date));
  return `${f(weekStart, false)} – ${f(plusDays(weekStart, 6), true)}`;
}

/** "Mon, Nov 23" */
export function dayLabel(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(noon(date));
}
