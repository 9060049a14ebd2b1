import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * What autovacuum does on a PostgreSQL server, for the embedded engine, which has none (PGlite runs no background
 * workers): after an import, a restore or the demo seed, and on a schedule while the server is idle, tables
 * whose rows changed get fresh planner statistics (ANALYZE) and, where it pays, a VACUUM — it removes dead rows,
 * sets the hint bits the first reads after a bulk write would otherwise set (writing pages as they read), and
 * marks pages all-visible, without which an index-only scan (the client search's name walk) visits the table
 * after all. A table is due by autovacuum's own default thresholds, read from pg_stat_user_tables.
 */
export interface MaintenanceRun {
  analyzed: string[];
  vacuumed: string[];
}

/**
 * Tables due as autovacuum counts it (PostgreSQL's defaults): analyze after 50 + 10 % of the rows changed (or
 * never analyzed with rows in them); vacuum after 50 + 20 % dead rows, or 1,000 + 20 % inserted since the
 * last vacuum (PostgreSQL 13's insert threshold, which keeps the visibility map of append-mostly tables set).
 */
const DUE_TABLES = sql`
  select s.relname::text as name,
    (s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
      or (c.reltuples < 0 and s.n_live_tup > 0)) as analyze_due,
    (s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
      or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)) as vacuum_due
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  where s.schemaname = 'public'
  order by s.relname`;

/**
 * Brings the due tables' statistics (and visibility) up to date, one table at a time so other work runs between
 * them. `tables` names tables a caller just filled (an import's): those are vacuumed and analyzed whatever the
 * counters say, since the counters reach pg_stat_user_tables only a moment after the writing transaction.
 * `everything`: the whole database (a restore, the demo seed). On a PostgreSQL server autovacuum does this:
 * there, only the named tables are analyzed (the first searches after an import need not wait for it).
 */
export async function maintainTables(
  db: Database,
  options: { tables?: readonly string[]; everything?: boolean } = {},
): Promise<MaintenanceRun> {
  const run: MaintenanceRun = { analyzed: [], vacuumed: [] };
  const embedded = db.engine === 'pglite';
  if (options.everything) {
    await db.owner.execute(embedded ? sql`vacuum (analyze)` : sql`analyze`);
    return run;
  }
  const due = options.tables
    ? options.tables.map((name) => ({ name, analyze_due: true, vacuum_due: embedded }))
    : embedded
      ? (await db.owner.execute<{ name: string; analyze_due: boolean; vacuum_due: boolean }>(DUE_TABLES)).rows
      : [];
  for (const table of due) {
    const name = sql.identifier(table.name);
    if (table.vacuum_due) {
      // VACUUM (ANALYZE): one pass for both when both are due.
      await db.owner.execute(table.analyze_due ? sql`vacuum (analyze) ${name}` : sql`vacuum ${name}`);
      run.vacuumed.push(table.name);
      if (table.analyze_due) run.analyzed.push(table.name);
    } else if (table.analyze_due) {
      await db.owner.execute(sql`analyze ${name}`);
      run.analyzed.push(table.name);
    }
  }
  return run;
}
