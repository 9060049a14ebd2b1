import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';

interface DatabaseFacts {
  connections: number;
  max_connections: number | null;
  size_bytes: number;
  size_pretty: string;
  table_count: number;
  [key: string]: unknown;
}

/** The database's connections, size and tables, and the e-mails undeliverable in the last 24 hours. */
export async function readDatabaseFacts(tx: Tx, engine: Database['engine']) {
  const { rows } = await tx.execute<DatabaseFacts>(sql`
    select
      ${engine === 'pglite' ? sql`1` : sql`(select count(*) from pg_stat_activity where datname is not null)`}::int as connections,
      ${engine === 'pglite' ? sql`1` : sql`current_setting('max_connections', true)`}::int as max_connections,
      pg_database_size(current_database())::bigint as size_bytes,
      pg_size_pretty(pg_database_size(current_database())) as size_pretty,
      (select count(*) from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE')::int as table_count`);
  const failed = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from email_outbox where status = 'failed' and updated_at > now() - interval '24 hours'`,
  );
  return { ...rows[0], failed: Number(failed.rows[0].n) };
}
