/**
 * Dates and times on an organization's clock (its `timezone` setting), not the runtime's: the server (which
 * runs in UTC) and the office screens (whatever the browser's zone) both read and make instants here, so a
 * dispatcher on a laptop set to Tokyo sees a 9:00 Chicago job at 9:00 and the server plans it at 9:00. This is
 * the one place that does the zone maths; the web's `lib/organization-clock.ts` says which zone is active.
 *
 * react-big-calendar and date-fns work on the browser's local fields (getHours, setDate…). So the calendar
 * is given "wall-clock" dates: a Date whose local fields are the tenant's date and time of the instant
 * (`toWallClock`). Everything the calendar hands back (a drop, a resize, a selected slot) is turned back
 * into a real instant with `fromWallClock`. Days, weeks and the date in the URL are plain calendar dates
 * (YYYY-MM-DD) of the tenant's clock. This costs no library (the Intl API knows every zone) and keeps the
 * calendar's own date maths on fast native dates.
 *
 * Limits, both about the hour a clock changes: a wall time the tenant's clock skips (02:30 on a spring-
 * forward night) resolves to the instant an hour later, as the clock reads after the change; a wall time
 * it passes twice (01:30 on a fall-back night) resolves to the first. And a wall time that the *browser's*
 * zone skips cannot be drawn exactly (the browser moves it an hour), which only matters when the browser
 * and the tenant change their clocks on different nights and a job sits in that night's missing hour.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;
const QUARTER_HOUR = 15 * 60_000;

export interface WallParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** Whether the browser knows the zone (an unknown setting falls back to UTC, as the server does). */
export function isTimeZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

// Offsets change only at quarter-hour boundaries in every real zone: cache per zone and quarter hour, so a
// week of 500 jobs asks Intl a few dozen times, not a thousand.
const offsets = new Map<string, Map<number, number>>();

/** Milliseconds the zone's clock is ahead of UTC at the instant. */
export function zoneOffset(instant: number, zone: string): number {
  let cache = offsets.get(zone);
  if (!cache) offsets.set(zone, (cache = new Map()));
  const bucket = Math.floor(instant / QUARTER_HOUR);
  const hit = cache.get(bucket);
  if (hit !== undefined) return hit;
  const at = bucket * QUARTER_HOUR;
  const p: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(new Date(at))) p[part.type] = Number(part.value);
  const offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - at;
  if (cache.size > 5000) cache.clear();
  cache.set(bucket, offset);
  return offset;
}

/** The tenant's calendar date and clock time of an instant. */
export function wallParts(instant: Date | number, zone: string): WallParts {
  const t = typeof instant === 'number' ? instant : instant.getTime();
  const w = new Date(t + zoneOffset(t, zone));
  return {
    year: w.getUTCFullYear(),
    month: w.getUTCMonth() + 1,
    day: w.getUTCDate(),
    hour: w.getUTCHours(),
    minute: w.getUTCMinutes(),
    second: w.getUTCSeconds(),
  };
}

/**
 * The instant at which the tenant's clock reads the given wall time. Skipped times (spring forward) move
 * on by the gap; repeated times (fall back) take the first occurrence.
 */
export function instantOfWall(parts: WallParts, zone: string, ms = 0): Date {
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second, ms);
  // The offsets a day either side: a zone changes its clock at most once in that span.
  const before = zoneOffset(asUtc - 86_400_000, zone);
  const after = zoneOffset(asUtc + 86_400_000, zone);
  if (before === after) return new Date(asUtc - before);
  const withBefore = asUtc - before;
  const withAfter = asUtc - after;
  const beforeFits = zoneOffset(withBefore, zone) === before;
  const afterFits = zoneOffset(withAfter, zone) === after;
  if (beforeFits && afterFits) return new Date(Math.min(withBefore, withAfter));
  if (beforeFits) return new Date(withBefore);
  if (afterFits) return new Date(withAfter);
  // In the gap: read with the offset before the change, i.e. the same clock time after it.
  return new Date(withBefore);
}

/** A browser-local Date whose fields show the tenant's wall clock at the instant (for the calendar). */
export function toWallClock(instant: Date | number, zone: string): Date {
  const p = wallParts(instant, zone);
  const ms = (typeof instant === 'number' ? instant : instant.getTime()) % 1000;
  return new Date(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, ms < 0 ? ms + 1000 : ms);
}

/** The real instant of a calendar date (its local fields read as the tenant's wall clock). */
export function fromWallClock(wall: Date, zone: string): Date {
  return instantOfWall(
    {
      year: wall.getFullYear(),
      month: wall.getMonth() + 1,
      day: wall.getDate(),
      hour: wall.getHours(),
      minute: wall.getMinutes(),
      second: wall.getSeconds(),
    },
    zone,
    wall.getMilliseconds(),
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of the instant on the tenant's clock. */
export function zonedDate(instant: Date | number | string, zone: string): string {
  const p = wallParts(typeof instant === 'string' ? Date.parse(instant) : instant, zone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** HH:mm of the instant on the tenant's clock. */
export function zonedTime(instant: Date | number | string, zone: string): string {
  const p = wallParts(typeof instant === 'string' ? Date.parse(instant) : instant, zone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** The instant of a date (YYYY-MM-DD) and time (HH:mm) on the tenant's clock; null when malformed. */
export function zonedInstant(date: string, time: string, zone: string): Date | null {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const parts = { year: +d[1], month: +d[2], day: +d[3], hour: +t[1], minute: +t[2], second: 0 };
  if (parts.month < 1 || parts.month > 12 || parts.day < 1 || parts.day > 31) return null;
  if (parts.hour > 23 || parts.minute > 59) return null;
  return instantOfWall(parts, zone);
}

/** date + days on the calendar (YYYY-MM-DD), independent of any zone: a date has none. */
export function addDays(date: string, days: number): string {
  const t = new Date(`${date}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

/** Today's date on the tenant's clock. */
export const todayIn = (zone: string) => zonedDate(Date.now(), zone);

/** A time and date as the office reads them, on the tenant's clock (toasts, lists). */
export function formatInZone(
  instant: Date | string,
  zone: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  return new Date(instant).toLocaleString('en-US', { ...options, timeZone: zone });
}

/**
 * The zone as a person reads it: "Central Time (America/Chicago)", "Japan Standard Time (Asia/Tokyo)";
 * just the name where the runtime has no words for it ("UTC", "Etc/GMT+5").
 */
export function zoneLabel(zone: string): string {
  const words = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date())
    .find((p) => p.type === 'timeZoneName')?.value;
  return words && !/^GMT|^UTC/.test(words) && words !== zone ? `${words} (${zone})` : zone;
}

export const TIME_ZONE_MESSAGE = 'Choose a time zone from the list (an IANA name such as America/Chicago)';

/**
 * An organization's time zone: an IANA name ("America/Chicago", or "UTC"). Free text such as "Central" is
 * refused, never saved to run silently on UTC.
 */
export function isIanaTimeZone(zone: string): boolean {
  return (zone === 'UTC' || /^[A-Za-z]+(\/[A-Za-z0-9_+-]+)+$/.test(zone)) && isTimeZone(zone);
}
