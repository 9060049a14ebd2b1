import { sql, type SQL } from 'drizzle-orm';
import { EXPORT_TYPES, type ExportSummary, type ExportType } from '@tradeworks/contracts/data-transfer';
import type { Tx } from '../../db/client';
import { formulaSafeSql } from './csv-cells';
import { EXPORT_DEFINITIONS } from './export-definitions';

/**
 * The export's query: every row of the tenant in key order, or (keyset paging) the rows after `after`,
 * at most `limit` records (documents, for quotes and invoices, with all their lines).
 */
export function exportQuery(
  type: ExportType,
  tenantId: string,
  page?: { after: string | null; limit: number },
): SQL {
  const d = EXPORT_DEFINITIONS[type];
  const alias = d.key.split('.')[0];
  // Formula cells are escaped here, in SQL, because COPY writes the CSV; timestamps cannot start a formula.
  const select = d.columns
    .map(
      ([name, expr, kind]) =>
        `${kind === 'plain' || expr.startsWith('to_char(') ? expr : formulaSafeSql(expr)} as "${name}"`,
    )
    .join(', ');
  const filters: SQL[] = [sql.raw(`${alias}.tenant_id = `).append(sql`${tenantId}`)];
  if (d.where) filters.push(sql.raw(d.where));
  if (page && d.documentTable) {
    filters.push(
      sql
        .raw(`${d.key} in (select id from ${d.documentTable} where tenant_id = `)
        .append(
          sql`${tenantId} and id > ${page.after ?? '00000000-0000-0000-0000-000000000000'} order by tenant_id, id limit ${page.limit})`,
        ),
    );
  } else if (page) {
    if (page.after) filters.push(sql.raw(`${d.key} > `).append(sql`${page.after}`));
  }
  // (tenant_id, id) is the primary key: the index delivers rows in this order, so no sort, and a page
  // computes only its own rows' columns.
  const order = sql.raw(` order by ${alias}.tenant_id, ${d.key}${d.thenBy ? `, ${d.thenBy}` : ''}`);
  const limit = page && !d.documentTable ? sql` limit ${page.limit}` : sql``;
  return sql
    .raw(`select ${select} from ${d.from} where `)
    .append(sql.join(filters, sql.raw(' and ')))
    .append(order)
    .append(limit);
}

/** The number of rows the export of a type will have, counted over its rows. */
function exportCountQuery(type: ExportType, tenantId: string): SQL {
  const d = EXPORT_DEFINITIONS[type];
  const alias = d.key.split('.')[0];
  const from = d.documentTable ? d.from : d.from.split(' left join ')[0];
  return sql
    .raw(`select count(*)::int as n from ${from} where ${alias}.tenant_id = `)
    .append(sql`${tenantId}`)
    .append(sql.raw(d.where ? ` and ${d.where}` : ''));
}

/** A sum over a tenant's trigger-kept counter rows (migrations 0004 and 0028). */
const kept = (table: string, tenantId: string, where = '') =>
  sql`select coalesce(sum(count), 0)::int from `
    .append(sql.raw(table))
    .append(sql` where tenant_id = ${tenantId}`)
    .append(sql.raw(where ? ` and ${where}` : ''));

/**
 * The number of rows of every export type, in one statement. Clients, parts, jobs and agreements come from their
 * kept counter rows (one row per status, whatever the tenant's history); payments, quotes and invoices (one row per
 * line) are counted over their rows.
 */
function exportSummaryQuery(tenantId: string): SQL {
  const counts: Record<ExportType, SQL> = {
    clients: kept('client_counts', tenantId),
    inventory: kept('inventory_counts', tenantId),
    'service-history': kept('service_job_counts', tenantId, `status = 'completed'`),
    scheduling: kept('service_job_counts', tenantId),
    'service-agreements': kept('service_agreement_counts', tenantId),
    payments: exportCountQuery('payments', tenantId),
    quotes: exportCountQuery('quotes', tenantId),
    invoices: exportCountQuery('invoices', tenantId),
  };
  return sql.join(
    [
      sql`select`,
      sql.join(
        Object.entries(counts).map(([type, count]) => sql`(${count}) as `.append(sql.raw(`"${type}"`))),
        sql`, `,
      ),
    ],
    sql` `,
  );
}

/** The export screen's row counts, one per export type. */
export async function countExportRows(tx: Tx, tenantId: string): Promise<ExportSummary> {
  const { rows } = await tx.execute<Record<ExportType, number>>(exportSummaryQuery(tenantId));
  const summary = {} as ExportSummary;
  for (const type of EXPORT_TYPES) summary[type] = Number(rows[0][type]);
  return summary;
}
