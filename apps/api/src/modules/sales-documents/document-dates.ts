const DAY_MS = 86_400_000;

/** now + days, as a timestamp (quote validity). */
export const daysFromNow = (days: number, now = new Date()): Date => new Date(now.getTime() + days * DAY_MS);

/** Today (UTC) + days, as YYYY-MM-DD (invoice due dates). */
export const dateDaysFromToday = (days: number, now = new Date()): string =>
  new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

export const isoOrNull = (value: Date | null): string | null => (value ? value.toISOString() : null);
