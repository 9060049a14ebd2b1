import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The Drizzle types of our database, apart from client.ts so the transaction code can name them too. */

export type Schema = typeof schema;
type Relations = ExtractTablesWithRelations<Schema>;
/** Both drivers (PGlite and node-postgres) answer raw queries with `{ rows }`. */
interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}
interface RowsResult<Row> {
  rows: Row[];
}
export type AnyDb = PgDatabase<RowsResultHKT, Schema, Relations>;
export type Tx = PgTransaction<RowsResultHKT, Schema, Relations>;
