import { normalizeHeader as normalize, type ImportType } from './data-transfer';

/**
 * The exports of the tools a company leaves (issue 34 item 17): Jobber, Housecall Pro, QuickBooks Online and
 * QuickBooks Desktop. Their client (customer) exports — and the client columns of their job and invoice
 * exports — are read as a client import without a mapping by hand. Fixtures of each file's header sit beside
 * the API tests (apps/api/src/modules/data-import/fixtures/); docs/user/import-export.md lists what each
 * column becomes.
 */

/**
 * Columns a client file may feed that are not client fields: read into them while importing, never exported.
 * fullName: "Maria Lopez" (split into first and last name when those columns are absent); billingAddress:
 * "12 Oak St, Austin, TX 78704" in one cell; billTo1…billTo5: QuickBooks Desktop's address block lines.
 */
export const IMPORT_READ_COLUMNS: Partial<Record<ImportType, readonly string[]>> = {
  clients: ['fullName', 'billingAddress', 'billTo1', 'billTo2', 'billTo3', 'billTo4', 'billTo5'],
};

export const IMPORT_SOURCES = ['jobber', 'housecall-pro', 'quickbooks-online', 'quickbooks-desktop'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];
export const IMPORT_SOURCE_LABELS: Record<ImportSource, string> = {
  jobber: 'Jobber',
  'housecall-pro': 'Housecall Pro',
  'quickbooks-online': 'QuickBooks Online',
  'quickbooks-desktop': 'QuickBooks Desktop',
};

interface SourceHeaders {
  /** Headers only this tool's exports have: two of them name the tool. */
  marks: string[];
  /** Header → client column, as the tool names it (compared normalised). */
  columns: Record<string, string>;
}

const SOURCES: Record<ImportSource, SourceHeaders> = {
  jobber: {
    marks: [
      'J-ID',
      'Main Phone #s',
      'Mobile Phone #s',
      'E-mails',
      'Billing Street 1',
      // Job and invoice exports.
      'Job #',
      'Invoice #',
      'Client name',
      'Client email',
      'Service street',
    ],
    columns: {
      'E-mails': 'email',
      'Main Phone #s': 'phone',
      'Mobile Phone #s': 'phone',
      'Billing Street 1': 'address',
      'Billing Street 2': 'address2',
      'Billing City': 'city',
      'Billing State': 'state',
      'Billing Province': 'state',
      'Billing Zip code': 'zipCode',
      'Billing Postal code': 'zipCode',
      'Billing Country': 'country',
      'Lead Source': 'leadSource',
      // Job and invoice exports: their client columns.
      'Client name': 'fullName',
      'Client email': 'email',
      'Client phone': 'phone',
      'Service street': 'address',
      'Service city': 'city',
      'Service province': 'state',
      'Service ZIP': 'zipCode',
    },
  },
  'housecall-pro': {
    marks: ['Mobile Number', 'Home Number', 'Work Number', 'Street Line 2', 'Customer Tags', 'Mobile Phone'],
    columns: {
      'Mobile Number': 'phone',
      'Mobile Phone': 'phone',
      'Home Number': 'phone',
      'Home Phone': 'phone',
      'Work Number': 'phone',
      Street: 'address',
      'Street Line 2': 'address2',
      Zip: 'zipCode',
      'Customer Tags': 'tags',
      Tags: 'tags',
      'Lead Source': 'leadSource',
      // Job and invoice exports: the customer's display name.
      Customer: 'fullName',
      'Customer Name': 'fullName',
    },
  },
  'quickbooks-online': {
    marks: [
      'Display Name As',
      'Billing Address Line 1',
      'Customer full name',
      'Phone Numbers',
      'Open Balance',
    ],
    columns: {
      Name: 'fullName',
      Customer: 'fullName',
      'Customer full name': 'fullName',
      'Display Name As': 'fullName',
      'Full Name': 'fullName',
      'Company name': 'companyName',
      'Street Address': 'address',
      'Billing Address': 'billingAddress',
      'Billing Address Line 1': 'address',
      'Billing Address Line 2': 'address2',
      'Billing Address City': 'city',
      'Billing Address State': 'state',
      'Billing Address Postal Code': 'zipCode',
      'Billing Address Country': 'country',
      'Phone Numbers': 'phone',
      Mobile: 'phone',
    },
  },
  'quickbooks-desktop': {
    marks: ['Bill to 1', 'Main Email', 'Main Phone', 'Mr./Ms./...', 'M.I.', 'Active Status'],
    columns: {
      Customer: 'fullName',
      'Main Email': 'email',
      'Main Phone': 'phone',
      'Bill to 1': 'billTo1',
      'Bill to 2': 'billTo2',
      'Bill to 3': 'billTo3',
      'Bill to 4': 'billTo4',
      'Bill to 5': 'billTo5',
      'Credit Limit': 'creditLimit',
    },
  },
};

const normalizedSources = Object.entries(SOURCES).map(([source, { marks, columns }]) => ({
  source: source as ImportSource,
  marks: marks.map(normalize),
  columns: new Map(Object.entries(columns).map(([header, column]) => [normalize(header), column])),
}));

/** The tool a client file came from, when two of its headers are that tool's own; else null. */
export function detectImportSource(type: ImportType, headers: string[]): ImportSource | null {
  if (type !== 'clients') return null;
  const present = new Set(headers.map(normalize));
  let best: { source: ImportSource; hits: number } | null = null;
  for (const { source, marks } of normalizedSources) {
    const hits = marks.filter((m) => present.has(m)).length;
    if (hits >= 2 && (!best || hits > best.hits)) best = { source, hits };
  }
  return best?.source ?? null;
}

/** The column a header of the detected tool's export feeds (normalised header), if it names one. */
export function sourceColumn(source: ImportSource | null, normalizedHeader: string): string | undefined {
  if (!source) return undefined;
  return normalizedSources.find((s) => s.source === source)?.columns.get(normalizedHeader);
}
