import { sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  isTimeZone,
  zonedDate,
  zonedInstant as wallInstant,
} from '@tradeworks/contracts/zone-clock';
import type { TenantScope } from '../db/client';

/**
 * The tenant's clock, the one place for its days and times: a working window "08:00–17:00", "today", a due
 * date or a list's day filter mean the organization's calendar, not the server's (UTC). The zone is the
 * general setting `timezone`, else the organization's settings, else UTC. Pure date arithmetic on
 * YYYY-MM-DD strings is offered here too (`addDays`, from contracts/zone-clock.ts, the one copy).
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/**
 * A tenant's time zone as stored: the general setting `timezone`, else the organization's settings. Read by
 * the session lookup (so a read's tenant transaction knows it without a statement of its own) and by
 * tenantTimeZone when it is not known.
 */
export const storedTimeZoneOf = (tenantId: SQL): SQL => sql`coalesce(
  (select setting_value from general_settings where tenant_id = ${tenantId} and setting_key = 'timezone'),
  (select settings->>'timezone' from tenants where id = ${tenantId}))`;

/** The zone to use: the stored one when the runtime knows it, else UTC. */
export function effectiveTimeZone(stored: string | null | undefined): string {
  const zone = stored?.trim();
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

/** The tenant's zone: the one the request's session lookup read (reads), else read here. */
export async function tenantTimeZone({ tx, tenantId, timeZone }: TenantScope): Promise<string> {
  if (timeZone) return timeZone;
  const result = await tx.execute<{ zone: string | null }>(
    sql`select ${storedTimeZoneOf(sql`${tenantId}`)} as zone`,
  );
  return effectiveTimeZone(result.rows[0]?.zone);
}

/**
 * The tenant's date today (its `timezone` setting; migration 0019), for statements inside a tenant
 * transaction. A sub-select so PostgreSQL evaluates it once per statement, not once per row.
 */
export const tenantToday = sql<string>`(select tw_tenant_today())`;

/** The tenant's date (YYYY-MM-DD) at an instant, by default now: "today" for code outside SQL. */
export async function tenantDate(scope: TenantScope, now = new Date()): Promise<string> {
  return localDate(now, await tenantTimeZone(scope));
}

/** The instant of a local date and time ("2026-03-02", "08:00") in the zone (contracts/zone-clock.ts). */
export function zonedInstant(date: string, time: string, zone: string): Date {
  const instant = wallInstant(date, time, zone);
  if (!instant) throw new Error(`not a local date and time: ${date} ${time}`);
  return instant;
}

/** The local date (YYYY-MM-DD) of an instant in the zone. */
export const localDate = (instant: Date, zone: string): string => zonedDate(instant, zone);

/** date + days on the calendar (YYYY-MM-DD): the contracts' one implementation, shared with the web. */
export { addDays };

/** now + days, as an instant (quote validity: a span of time, not a calendar date). */
export const daysFromNow = (days: number, now = new Date()): Date => new Date(now.getTime() + days * DAY_MS);

/** The tenant's date today + days, as YYYY-MM-DD (invoice due dates). */
export async function tenantDateInDays(scope: TenantScope, days: number, now = new Date()): Promise<string> {
  return addDays(await tenantDate(scope, now), days);
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
