import { sql, type SQL } from 'drizzle-orm';
import { IMPORT_COLUMNS, type ExportType } from '@tradeworks/contracts/data-transfer';
import { formulaSafeSql } from './csv-cells';

/**
 * The columns of each export type as SQL expressions, all cast to text in the database so money stays exact
 * (numeric::text), dates stay YYYY-MM-DD and timestamps become ISO 8601 in UTC. The first column is the
 * keyset key (the record's id; for quotes and invoices the document's id, one row per line).
 */
const ts = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

interface ExportDefinition {
  /** column name → SQL expression */
  columns: Array<[string, string]>;
  from: string;
  where?: string;
  /** The key compared for keyset paging (first column's expression). */
  key: string;
  /** Rows per key, for documents with lines: extra ORDER BY after the key. */
  thenBy?: string;
  /** Documents with lines page by whole documents: the keyset subquery over the document table. */
  documentTable?: string;
}

const CLIENT_EXPRESSIONS: Record<string, string> = {
  id: 'c.id::text',
  tags: `array_to_string(c.tags, ', ')`,
  createdAt: ts('c.created_at'),
};
const PART_EXPRESSIONS: Record<string, string> = {
  id: 'i.id::text',
  createdAt: ts('i.created_at'),
};

const jobColumns = (): Array<[string, string]> => [
  ['id', 'j.id::text'],
  ['jobNumber', 'j.job_number'],
  ['clientId', 'j.client_id::text'],
  ['clientName', 'j.client_name'],
  ['serviceType', 'j.service_type'],
  ['priority', 'j.priority::text'],
  ['status', 'j.status::text'],
  ['scheduledDate', ts('j.scheduled_date')],
  ['estimatedDuration', 'j.estimated_duration::text'],
  ['technicianId', 'j.technician_id::text'],
  ['technicianName', 't.name'],
  ['agreementId', 'j.agreement_id::text'],
  ['address', 'j.address'],
  ['description', 'j.description'],
  ['notes', 'j.notes'],
  ['completedAt', ts('j.completed_at')],
  ['routeOrder', 'j.route_order::text'],
  ['createdAt', ts('j.created_at')],
];
const JOBS_FROM =
  'service_jobs j left join technicians t on t.tenant_id = j.tenant_id and t.id = j.technician_id';

const lineColumns = (l: string): Array<[string, string]> => [
  ['lineNumber', `(${l}.sort_order + 1)::text`],
  ['lineItemType', `${l}.item_type::text`],
  ['lineDescription', `${l}.description`],
  ['lineQuantity', `${l}.quantity::text`],
  ['lineRate', `${l}.rate::text`],
  ['lineTotal', `${l}.total::text`],
  ['lineServiceId', `${l}.service_id::text`],
  ['lineInventoryId', `${l}.inventory_id::text`],
];

export const EXPORT_DEFINITIONS: Record<ExportType, ExportDefinition> = {
  clients: {
    columns: [
      ...IMPORT_COLUMNS.clients.map((c): [string, string] => [
        c,
        CLIENT_EXPRESSIONS[c] ?? `c.${snake(c)}::text`,
      ]),
      ['name', 'c.name'],
      ['totalValue', 'c.total_value::text'],
      ['updatedAt', ts('c.updated_at')],
    ],
    from: 'clients c',
    key: 'c.id',
  },
  inventory: {
    columns: [
      ...IMPORT_COLUMNS.parts.map((c): [string, string] => [c, PART_EXPRESSIONS[c] ?? `i.${snake(c)}::text`]),
      ['updatedAt', ts('i.updated_at')],
    ],
    from: 'inventory_items i',
    key: 'i.id',
  },
  'service-history': { columns: jobColumns(), from: JOBS_FROM, where: `j.status = 'completed'`, key: 'j.id' },
  scheduling: { columns: jobColumns(), from: JOBS_FROM, key: 'j.id' },
  'service-agreements': {
    columns: [
      ['id', 'a.id::text'],
      ['contractNumber', 'a.contract_number'],
      ['clientId', 'a.client_id::text'],
      ['clientName', 'a.client_name'],
      ['serviceType', 'a.service_type'],
      ['startDate', 'a.start_date::text'],
      ['endDate', 'a.end_date::text'],
      ['value', 'a.value::text'],
      ['frequency', 'a.frequency'],
      ['status', 'a.status::text'],
      ['nextService', 'a.next_service::text'],
      ['description', 'a.description'],
      ['renewedFromId', 'a.renewed_from_id::text'],
      ['createdAt', ts('a.created_at')],
      ['updatedAt', ts('a.updated_at')],
    ],
    from: 'service_agreements a',
    key: 'a.id',
  },
  payments: {
    columns: [
      ['id', 'p.id::text'],
      ['paidAt', ts('p.paid_at')],
      ['clientId', 'p.client_id::text'],
      ['clientName', 'p.client_name'],
      ['invoiceId', 'p.invoice_id::text'],
      ['invoiceNumber', 'inv.invoice_number'],
      ['amount', 'p.amount::text'],
      ['method', 'p.method::text'],
      ['status', 'p.status::text'],
      ['transactionId', 'p.transaction_id'],
      ['refundOfId', 'p.refund_of_id::text'],
      ['notes', 'p.notes'],
      ['createdAt', ts('p.created_at')],
    ],
    from: 'payments p left join invoices inv on inv.tenant_id = p.tenant_id and inv.id = p.invoice_id',
    key: 'p.id',
  },
  quotes: {
    columns: [
      ['id', 'q.id::text'],
      ['quoteNumber', 'q.quote_number'],
      ['clientId', 'q.client_id::text'],
      ['clientName', 'q.client_name'],
      ['projectType', 'q.project_type::text'],
      ['status', 'q.status::text'],
      ['isArchived', 'q.is_archived::text'],
      ['subtotal', 'q.subtotal::text'],
      ['taxRate', 'q.tax_rate::text'],
      ['taxAmount', 'q.tax_amount::text'],
      ['total', 'q.total::text'],
      ['validUntil', ts('q.valid_until')],
      ['sentAt', ts('q.sent_at')],
      ['approvedAt', ts('q.approved_at')],
      ['notes', 'q.notes'],
      ['createdAt', ts('q.created_at')],
      ...lineColumns('l'),
    ],
    from: 'quotes q left join quote_line_items l on l.tenant_id = q.tenant_id and l.quote_id = q.id',
    key: 'q.id',
    thenBy: 'l.sort_order, l.id',
    documentTable: 'quotes',
  },
  invoices: {
    columns: [
      ['id', 'v.id::text'],
      ['invoiceNumber', 'v.invoice_number'],
      ['clientId', 'v.client_id::text'],
      ['clientName', 'v.client_name'],
      ['quoteId', 'v.quote_id::text'],
      ['status', 'v.status::text'],
      ['subtotal', 'v.subtotal::text'],
      ['taxRate', 'v.tax_rate::text'],
      ['taxAmount', 'v.tax_amount::text'],
      ['total', 'v.total::text'],
      ['amountPaid', 'v.amount_paid::text'],
      ['dueDate', 'v.due_date::text'],
      ['paidDate', ts('v.paid_date')],
      ['sentAt', ts('v.sent_at')],
      ['notes', 'v.notes'],
      ['createdAt', ts('v.created_at')],
      ...lineColumns('l'),
    ],
    from: 'invoices v left join invoice_line_items l on l.tenant_id = v.tenant_id and l.invoice_id = v.id',
    key: 'v.id',
    thenBy: 'l.sort_order, l.id',
    documentTable: 'invoices',
  },
};

export const exportColumns = (type: ExportType) => EXPORT_DEFINITIONS[type].columns.map(([name]) => name);

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
    .map(([name, expr]) => `${expr.startsWith('to_char(') ? expr : formulaSafeSql(expr)} as "${name}"`)
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

/** The number of rows the export of a type will have. */
export function exportCountQuery(type: ExportType, tenantId: string): SQL {
  const d = EXPORT_DEFINITIONS[type];
  const alias = d.key.split('.')[0];
  const from = d.documentTable ? d.from : d.from.split(' left join ')[0];
  return sql
    .raw(`select count(*)::int as n from ${from} where ${alias}.tenant_id = `)
    .append(sql`${tenantId}`)
    .append(sql.raw(d.where ? ` and ${d.where}` : ''));
}
