import { sql } from 'drizzle-orm';
import { zonedDate, zonedInstant as wallInstant } from '@tradeworks/contracts/zone-clock';
import type { TenantScope } from '../../db/client';
import { effectiveTimeZone, storedTimeZoneOf } from '../../db/tenant-time-zone';

/**
 * Local days and times of a tenant: a working window "08:00–17:00" and "today" mean the tenant's clock,
 * not the server's. The zone is the general setting `timezone`, else the organization's settings, else UTC.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The tenant's zone: the one the request's session lookup read (reads), else read here. */
export async function tenantTimeZone({ tx, tenantId, timeZone }: TenantScope): Promise<string> {
  if (timeZone) return timeZone;
  const result = await tx.execute<{ zone: string | null }>(
    sql`select ${storedTimeZoneOf(sql`${tenantId}`)} as zone`,
  );
  return effectiveTimeZone(result.rows[0]?.zone);
}

/** The instant of a local date and time ("2026-03-02", "08:00") in the zone (contracts/zone-clock.ts). */
export function zonedInstant(date: string, time: string, zone: string): Date {
  const instant = wallInstant(date, time, zone);
  if (!instant) throw new Error(`not a local date and time: ${date} ${time}`);
  return instant;
}

/** The local date (YYYY-MM-DD) of an instant in the zone. */
export const localDate = (instant: Date, zone: string): string => zonedDate(instant, zone);

export function addDays(date: string, days: number): string {
  const t = new Date(`${date}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

/** [start, end) of a local day. */
export function dayBounds(date: string, zone: string): { start: Date; end: Date } {
  return { start: zonedInstant(date, '00:00', zone), end: zonedInstant(addDays(date, 1), '00:00', zone) };
}

/** An API instant: an ISO timestamp as given, or a date meaning noon of that local day. */
export function resolveInstant(value: string, zone: string): Date {
  return DATE.test(value) ? zonedInstant(value, '12:00', zone) : new Date(value);
}

/** A list filter bound: a date means the start (from) or the end (to) of that local day. */
export function rangeBound(value: string, zone: string, side: 'from' | 'to'): Date {
  if (!DATE.test(value)) return new Date(value);
  return side === 'from' ? dayBounds(value, zone).start : dayBounds(value, zone).end;
}
