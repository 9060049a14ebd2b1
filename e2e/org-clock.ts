/**
 * The demo organization's clock (its `timezone` setting), for specs that run the browser in another zone and
 * check that screens show and save times on the organization's clock.
 */
export const DEMO_ZONE = 'America/Chicago';

/** Milliseconds the zone's clock is ahead of UTC at an instant. */
export function zoneOffset(instant: number, zone = DEMO_ZONE): number {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - instant;
}

/** The ISO instant of a wall date (YYYY-MM-DD) and time (HH:mm) on the zone's clock. */
export function zonedInstant(date: string, time: string, zone = DEMO_ZONE): string {
  const wall = Date.parse(`${date}T${time}:00Z`);
  // Twice: the offset at the first guess can differ from the offset at the answer on a clock-change day.
  return new Date(wall - zoneOffset(wall - zoneOffset(wall, zone), zone)).toISOString();
}

/** The zone's calendar date (YYYY-MM-DD) of an instant. */
export const zonedDay = (instant: number, zone = DEMO_ZONE) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(instant);
