import type { TenantScope } from '../../db/client';
import { dayBounds, localDate, tenantTimeZone } from '../../platform/tenant-clock';

/** An as-of day on the organization's clock: the date (today when not given) and the instant it ends. */
export async function asOfDay(scope: TenantScope, asOf: string | undefined, now = new Date()) {
  const zone = await tenantTimeZone(scope);
  const day = asOf ?? localDate(now, zone);
  return { asOf: day, endAt: dayBounds(day, zone).end, zone };
}

/** A period of local days (both ends included) as the instants [start of `from`, end of `to`). */
export async function periodDays(scope: TenantScope, from: string, to: string) {
  const zone = await tenantTimeZone(scope);
  return { from, to, startAt: dayBounds(from, zone).start, endAt: dayBounds(to, zone).end, zone };
}
