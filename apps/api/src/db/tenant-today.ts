import { sql } from 'drizzle-orm';

/**
 * The tenant's date today (its `timezone` setting; migration 0019), for statements inside a tenant
 * transaction. A sub-select so PostgreSQL evaluates it once per statement, not once per row.
 */
export const tenantToday = sql<string>`(select tw_tenant_today())`;
