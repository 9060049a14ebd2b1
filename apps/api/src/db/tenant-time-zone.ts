import { isTimeZone } from '@tradeworks/contracts/zone-clock';
import { sql, type SQL } from 'drizzle-orm';

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
