import { IMPORT_COLUMNS, type ExportType } from '@tradeworks/contracts/data-transfer';

/**
 * The columns of each export type as SQL expressions, all cast to text in the database so money stays exact
 * (numeric::text), dates stay YYYY-MM-DD and timestamps become ISO 8601 in UTC. The first column is the
 * keyset key (the record's id; for quotes and invoices the document's id, one row per line).
 */
const ts = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * A column: name, SQL expression, and 'plain' when its values can never start a spreadsheet formula (ids,
 * numbers, enum labels, dates), so the database skips the formula check on them.
 */
type ExportColumn = [name: string, expression: string, kind?: 'plain'];

interface ExportDefinition {
  columns: ExportColumn[];
  from: string;
  where?: string;
  /** The key compared for keyset paging (first column's expression). */
  key: string;
  /** Rows per key, for documents with lines: extra ORDER BY after the key. */
  thenBy?: string;
  /** Documents with lines page by whole documents: the keyset subquery over the document table. */
  documentTable?: string;
}

/** Client columns of uuid, enum and numeric type. */
const PLAIN_CLIENT_COLUMNS = new Set([
  'id',
  'salutation',
  'suffix',
  'clientType',
  'status',
  'preferredContactMethod',
  'paymentTerms',
  'creditLimit',
]);
const CLIENT_EXPRESSIONS: Record<string, string> = {
  id: 'c.id::text',
  tags: `array_to_string(c.tags, ', ')`,
  createdAt: ts('c.created_at'),
};
/** Part columns of uuid, enum, numeric, integer and boolean type. */
const PLAIN_PART_COLUMNS = new Set([
  'id',
  'unitPrice',
  'cost',
  'currentStock',
  'minStock',
  'maxStock',
  'reorderLevel',
  'status',
  'isOnOrder',
]);
const PART_EXPRESSIONS: Record<string, string> = {
  id: 'i.id::text',
  createdAt: ts('i.created_at'),
};

/** The template's columns of a table (`<alias>.<column>::text` unless given), plain where `plain` says. */
const templateColumns = (
  names: readonly string[],
  alias: string,
  expressions: Record<string, string>,
  plain: Set<string>,
): ExportColumn[] =>
  names.map((c) => {
    const expression = expressions[c] ?? `${alias}.${snake(c)}::text`;
    return plain.has(c) ? [c, expression, 'plain'] : [c, expression];
  });

// In the lists below every `::text` cast is of a uuid, enum, number, boolean or date column.
const jobColumns = (): ExportColumn[] => [
  ['id', 'j.id::text', 'plain'],
  ['jobNumber', 'j.job_number'],
  ['clientId', 'j.client_id::text', 'plain'],
  ['clientName', 'j.client_name'],
  ['serviceType', 'j.service_type'],
  ['priority', 'j.priority::text', 'plain'],
  ['status', 'j.status::text', 'plain'],
  ['scheduledDate', ts('j.scheduled_date')],
  ['estimatedDuration', 'j.estimated_duration::text', 'plain'],
  ['technicianId', 'j.technician_id::text', 'plain'],
  ['technicianName', 't.name'],
  ['agreementId', 'j.agreement_id::text', 'plain'],
  ['address', 'j.address'],
  ['description', 'j.description'],
  ['notes', 'j.notes'],
  ['completedAt', ts('j.completed_at')],
  ['routeOrder', 'j.route_order::text', 'plain'],
  ['createdAt', ts('j.created_at')],
];
const JOBS_FROM =
  'service_jobs j left join technicians t on t.tenant_id = j.tenant_id and t.id = j.technician_id';

const lineColumns = (l: string): ExportColumn[] => [
  ['lineNumber', `(${l}.sort_order + 1)::text`, 'plain'],
  ['lineItemType', `${l}.item_type::text`, 'plain'],
  ['lineDescription', `${l}.description`],
  ['lineQuantity', `${l}.quantity::text`, 'plain'],
  ['lineRate', `${l}.rate::text`, 'plain'],
  ['lineTotal', `${l}.total::text`, 'plain'],
  ['lineServiceId', `${l}.service_id::text`, 'plain'],
  ['lineInventoryId', `${l}.inventory_id::text`, 'plain'],
];

export const EXPORT_DEFINITIONS: Record<ExportType, ExportDefinition> = {
  clients: {
    columns: [
      ...templateColumns(IMPORT_COLUMNS.clients, 'c', CLIENT_EXPRESSIONS, PLAIN_CLIENT_COLUMNS),
      ['name', 'c.name'],
      ['totalValue', 'c.total_value::text', 'plain'],
      ['updatedAt', ts('c.updated_at')],
    ],
    from: 'clients c',
    key: 'c.id',
  },
  inventory: {
    columns: [
      ...templateColumns(IMPORT_COLUMNS.parts, 'i', PART_EXPRESSIONS, PLAIN_PART_COLUMNS),
      ['updatedAt', ts('i.updated_at')],
    ],
    from: 'inventory_items i',
    key: 'i.id',
  },
  'service-history': { columns: jobColumns(), from: JOBS_FROM, where: `j.status = 'completed'`, key: 'j.id' },
  scheduling: { columns: jobColumns(), from: JOBS_FROM, key: 'j.id' },
  'service-agreements': {
    columns: [
      ['id', 'a.id::text', 'plain'],
      ['contractNumber', 'a.contract_number'],
      ['clientId', 'a.client_id::text', 'plain'],
      ['clientName', 'a.client_name'],
      ['serviceType', 'a.service_type'],
      ['startDate', 'a.start_date::text', 'plain'],
      ['endDate', 'a.end_date::text', 'plain'],
      ['value', 'a.value::text', 'plain'],
      ['frequency', 'a.frequency'],
      ['status', 'a.status::text', 'plain'],
      ['nextService', 'a.next_service::text', 'plain'],
      ['description', 'a.description'],
      ['renewedFromId', 'a.renewed_from_id::text', 'plain'],
      ['createdAt', ts('a.created_at')],
      ['updatedAt', ts('a.updated_at')],
    ],
    from: 'service_agreements a',
    key: 'a.id',
  },
  payments: {
    columns: [
      ['id', 'p.id::text', 'plain'],
      ['paidAt', ts('p.paid_at')],
      ['clientId', 'p.client_id::text', 'plain'],
      ['clientName', 'p.client_name'],
      ['invoiceId', 'p.invoice_id::text', 'plain'],
      ['invoiceNumber', 'inv.invoice_number'],
      ['amount', 'p.amount::text', 'plain'],
      ['method', 'p.method::text', 'plain'],
      ['status', 'p.status::text', 'plain'],
      ['transactionId', 'p.transaction_id'],
      ['refundOfId', 'p.refund_of_id::text', 'plain'],
      ['notes', 'p.notes'],
      ['createdAt', ts('p.created_at')],
    ],
    from: 'payments p left join invoices inv on inv.tenant_id = p.tenant_id and inv.id = p.invoice_id',
    key: 'p.id',
  },
  quotes: {
    columns: [
      ['id', 'q.id::text', 'plain'],
      ['quoteNumber', 'q.quote_number'],
      ['clientId', 'q.client_id::text', 'plain'],
      ['clientName', 'q.client_name'],
      ['projectType', 'q.project_type::text', 'plain'],
      ['status', 'q.status::text', 'plain'],
      ['isArchived', 'q.is_archived::text', 'plain'],
      ['subtotal', 'q.subtotal::text', 'plain'],
      ['taxRate', 'q.tax_rate::text', 'plain'],
      ['taxAmount', 'q.tax_amount::text', 'plain'],
      ['total', 'q.total::text', 'plain'],
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
      ['id', 'v.id::text', 'plain'],
      ['invoiceNumber', 'v.invoice_number'],
      ['clientId', 'v.client_id::text', 'plain'],
      ['clientName', 'v.client_name'],
      ['quoteId', 'v.quote_id::text', 'plain'],
      ['status', 'v.status::text', 'plain'],
      ['subtotal', 'v.subtotal::text', 'plain'],
      ['taxRate', 'v.tax_rate::text', 'plain'],
      ['taxAmount', 'v.tax_amount::text', 'plain'],
      ['total', 'v.total::text', 'plain'],
      ['amountPaid', 'v.amount_paid::text', 'plain'],
      ['dueDate', 'v.due_date::text', 'plain'],
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
