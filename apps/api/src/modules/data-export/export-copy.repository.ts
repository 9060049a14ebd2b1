import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PGliteInterface } from '@electric-sql/pglite';
import type { PoolClient } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { ExportType } from '@tradeworks/contracts/data-transfer';
import { APP_ROLE, type Tx } from '../../db/client';
import { exportQuery } from './exports.repository';

/*
 * The export's COPY statements: the database writes the CSV itself (COPY … TO, in C). COPY is not part of
 * Drizzle's API, so these run on the driver connection under the Drizzle transaction.
 */

const dialect = new PgDialect();

/** COPY takes no bind parameters: the query's few values (tenant id, keyset id, page size) inlined as literals. */
function inlineSql(query: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
    if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
    throw new Error(`export query parameter of type ${typeof value}`);
  });
}

/** The driver connection under a Drizzle transaction (COPY is not part of Drizzle's API). */
const connectionOf = <C>(tx: Tx) => (tx as unknown as { session: { client: C } }).session.client;

/** The transaction opens (BEGIN, role, tenant) with its first Drizzle query; COPY must come after it. */
export async function openTransaction(tx: Tx): Promise<void> {
  await tx.execute(sql`select 1`);
}

/** PostgreSQL: the type's whole CSV as a COPY stream, inside the tenant transaction (row-level security applies). */
export function copyExportCsv(tx: Tx, type: ExportType, tenantId: string) {
  return connectionOf<PoolClient>(tx).query(
    copyTo(`copy (${inlineSql(exportQuery(type, tenantId))}) to stdout with (format csv)`),
  );
}

/** PGlite: one keyset page of the type's CSV (empty when there are no more records). */
export async function copyExportCsvPage(
  tx: Tx,
  type: ExportType,
  tenantId: string,
  page: { after: string | null; limit: number },
): Promise<Uint8Array> {
  const pglite = connectionOf<PGliteInterface>(tx);
  // COPY to a file needs the engine's superuser, which row-level security does not restrict: the role
  // is dropped for this one statement, whose query filters by this tenant's id itself.
  await pglite.query('set local role none');
  const result = await pglite.query(
    `copy (${inlineSql(exportQuery(type, tenantId, page))}) to '/dev/blob' with (format csv)`,
  );
  await tx.execute(sql`select set_config('role', ${APP_ROLE}, true)`);
  // No blob when the page is empty.
  return result.blob ? new Uint8Array(await result.blob.arrayBuffer()) : new Uint8Array(0);
}
