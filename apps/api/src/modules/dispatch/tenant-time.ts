import { sql } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';

/**
 * Local days and times of a tenant: a working window "08:00–17:00" and "today" mean the tenant's clock,
 * not the server's. The zone is the general setting `timezone`, else the organization's settings, else UTC.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export async function tenantTimeZone({ tx, tenantId }: TenantScope): Promise<string> {
  const result = await tx.execute<{ zone: string | null }>(sql`
    select coalesce(
      (select setting_value from general_settings where tenant_id = ${tenantId} and setting_key = 'timezone'),
      (select settings->>'timezone' from tenants where id = ${tenantId})) as zone`);
  const zone = result.rows[0]?.zone?.trim();
  return zone && isZone(zone) ? zone : 'UTC';
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(instant: Date, zone: string) {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(instant).map((x) => [x.type, x.value]));
  return { y: +p.year, mo: +p.month, d: +p.day, h: +p.hour, mi: +p.minute, s: +p.second };
}

/** Milliseconds the zone is ahead of UTC at that instant. */
function offsetMs(instant: Date, zone: string): number {
  const p = partsIn(instant, zone);
  const asUtc = Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant of a local date and time ("2026-03-02", "08:00") in the zone. */
export function zonedInstant(date: string, time: string, zone: string): Date {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  let result = guess - offsetMs(new Date(guess), zone);
  // Around a DST change the offset at the result can differ from the guess's; one correction settles it.
  result = guess - offsetMs(new Date(result), zone);
  return new Date(result);
}

/** The local date (YYYY-MM-DD) of an instant in the zone. */
export function localDate(instant: Date, zone: string): string {
  const p = partsIn(instant, zone);
  return `${p.y}-${String(p.mo).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;
}

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
