import { z } from 'zod';

/** Data import and export (spec part 2 "Data Import", "Data Export", §9 constants). */

// ---- Import ---------------------------------------------------------------------------------------------

export const IMPORT_TYPES = ['clients', 'parts', 'services', 'equipment'] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];
export const IMPORT_TYPE_LABELS: Record<ImportType, string> = {
  clients: 'Clients',
  parts: 'Parts (inventory)',
  services: 'Services',
  equipment: 'Equipment',
};

/** Spec §9: CSV import up to 10MB (per file). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_TOO_LARGE_MESSAGE = 'File is larger than 10MB';
export const IMPORT_NOT_CSV_MESSAGE = 'Only .csv files are accepted';

/**
 * The importable columns of each type, named as the API fields and as the export's columns, so an export can
 * be imported back. `id` (optional) updates that record of this organization; `createdAt` (optional) is kept
 * on new records (e.g. a client's since-date from the previous tool).
 */
export const IMPORT_COLUMNS = {
  clients: [
    'id',
    'salutation',
    'firstName',
    'lastName',
    'suffix',
    'companyName',
    'email',
    'phone',
    'address',
    'address2',
    'city',
    'state',
    'zipCode',
    'country',
    'clientType',
    'status',
    'preferredContactMethod',
    'emergencyContact',
    'emergencyPhone',
    'leadSource',
    'paymentTerms',
    'creditLimit',
    'tags',
    'notes',
    'createdAt',
  ],
  parts: [
    'id',
    'name',
    'sku',
    'category',
    'description',
    'unitPrice',
    'cost',
    'currentStock',
    'minStock',
    'maxStock',
    'reorderLevel',
    'supplier',
    'supplierSku',
    'location',
    'status',
    'isOnOrder',
    'notes',
    'createdAt',
  ],
  services: [
    'id',
    'name',
    'description',
    'serviceType',
    'basePrice',
    'category',
    'status',
    'isInventoried',
    'tags',
    'createdAt',
  ],
  // A unit's location: `locationId`, or the client's e-mail and the location's name (empty: the client's
  // default location).
  equipment: [
    'id',
    'locationId',
    'clientEmail',
    'locationName',
    'type',
    'make',
    'model',
    'serialNumber',
    'installDate',
    'warrantyPartsEnds',
    'warrantyLabourEnds',
    'refrigerantType',
    'refrigerantChargeOz',
    'filterSize',
    'expectedLifeYears',
    'status',
    'notes',
    'createdAt',
  ],
} as const satisfies Record<ImportType, readonly string[]>;

/**
 * Columns of our own export that no import reads (computed: the display name, totals, the last change). A
 * client file's other columns that feed nothing are kept in the notes; these, and our importable columns left
 * unmapped (an `id` from another organization), are ignored.
 */
export const EXPORT_ONLY_COLUMNS: Partial<Record<ImportType, readonly string[]>> = {
  clients: ['name', 'totalValue', 'updatedAt'],
};

/** How a re-import finds the record it updates (shown on the page and in docs/user/import-export.md). */
export const IMPORT_NATURAL_KEYS: Record<ImportType, string> = {
  clients: 'e-mail and name (first and last name, or company name)',
  parts: 'SKU (parts without a SKU are always added)',
  services: 'service name',
  equipment: 'make and serial number (units without a serial number are always added)',
};

export const IMPORT_MODES = ['all-or-nothing', 'skip-invalid'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
export const DATE_ORDERS = ['mdy', 'dmy'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];

export const IMPORT_JOB_STATUSES = [
  'validating',
  'validated',
  'needs_date_order',
  'committing',
  'completed',
  'failed',
] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

export const IMPORT_PHASES = ['checking', 'writing'] as const;
export type ImportPhase = (typeof IMPORT_PHASES)[number];

/** File header → template column (null: ignore the column). */
export const importMappingSchema = z.record(
  z.string().max(200),
  z.string().max(100).nullable(),
  'Mapping must map file headers to columns',
);
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** POST /api/imports?type=…&fileName=… with the raw CSV bytes as the body (text/csv). */
export const importCreateQuerySchema = z.object({
  type: z.enum(IMPORT_TYPES, { error: `Type must be one of: ${IMPORT_TYPES.join(', ')}` }),
  fileName: z.string().trim().min(1, 'File name is required').max(255),
  /** JSON of ImportMapping. */
  mapping: z
    .string()
    .max(20_000)
    .optional()
    .transform((v, ctx) => {
      if (!v) return {};
      try {
        const parsed = importMappingSchema.safeParse(JSON.parse(v));
        if (parsed.success) return parsed.data;
      } catch {
        /* reported below */
      }
      ctx.addIssue({ code: 'custom', message: 'Mapping must map file headers to columns' });
      return z.NEVER;
    }),
  dateOrder: z.enum(DATE_ORDERS, { error: 'Date order must be mdy or dmy' }).optional(),
});

/** Header names compared loosely: case, spaces and punctuation do not matter. */
export const normalizeHeader = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** POST /api/imports/{id}/commit */
export const importCommitSchema = z.object({
  mode: z
    .enum(IMPORT_MODES, { error: 'Mode must be all-or-nothing or skip-invalid' })
    .default('all-or-nothing'),
});

export const importRowErrorSchema = z.object({
  /** Row of the file as a spreadsheet numbers it: the header is row 1. */
  row: z.number(),
  column: z.string(),
  message: z.string(),
});
export type ImportRowError = z.output<typeof importRowErrorSchema>;

export const importJobSchema = z.object({
  id: z.string(),
  type: z.enum(IMPORT_TYPES),
  fileName: z.string(),
  status: z.enum(IMPORT_JOB_STATUSES),
  mode: z.enum(IMPORT_MODES).nullable(),
  /** Header of the file and the column each one was mapped to. */
  headers: z.array(z.string()),
  mapping: importMappingSchema,
  ignoredColumns: z.array(z.string()),
  /** Clients: columns that feed no field, whose values are kept in each client's notes as "Header: value". */
  notesColumns: z.array(z.string()),
  /** The tool the file was exported from (jobber, housecall-pro, quickbooks-online, quickbooks-desktop). */
  source: z.string().nullable(),
  /** Valid rows lacking a detail the client form requires: imported as clients that need details. */
  needsDetails: z.number(),
  delimiter: z.string(),
  encoding: z.string(),
  dateOrder: z.enum(DATE_ORDERS).nullable(),
  /** status needs_date_order: slash dates that read both ways (03/04/2024); ask the user which order. */
  dateOrderQuestion: z.object({ column: z.string(), example: z.string() }).nullable(),
  /** Data rows of the file (counted before the dry run checks them): the progress bar's 100%. */
  totalRows: z.number(),
  /**
   * What a running job does now, from the server: checking rows (the dry run, and an all-or-nothing import
   * before it writes anything) or writing them. null when the job is not running.
   */
  phase: z.enum(IMPORT_PHASES).nullable(),
  rowsRead: z.number(),
  rowsValidated: z.number(),
  rowsWritten: z.number(),
  /** Rows (not cells) with at least one error. */
  invalidRows: z.number(),
  toCreate: z.number(),
  toUpdate: z.number(),
  created: z.number(),
  updated: z.number(),
  skipped: z.number(),
  /** The first errors (at most 1000); errorCount counts all. */
  errors: z.array(importRowErrorSchema),
  errorCount: z.number(),
  message: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.output<typeof importJobSchema>;

// ---- Export ---------------------------------------------------------------------------------------------

/** The spec's six types, plus quotes and invoices with their lines. */
export const EXPORT_TYPES = [
  'clients',
  'inventory',
  'service-history',
  'service-agreements',
  'scheduling',
  'payments',
  'quotes',
  'invoices',
] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

export const EXPORT_TYPE_TITLES: Record<ExportType, string> = {
  clients: 'Clients',
  inventory: 'Inventory',
  'service-history': 'Service History',
  'service-agreements': 'Service Agreements',
  scheduling: 'Scheduling',
  payments: 'Payments',
  quotes: 'Quotes',
  invoices: 'Invoices',
};

export const EXPORT_TYPE_DESCRIPTIONS: Record<ExportType, string> = {
  clients: 'Every client with contact, address and billing details',
  inventory: 'Parts with prices, stock levels and suppliers',
  'service-history': 'Completed service jobs',
  'service-agreements': 'Agreements with terms, values and next service',
  scheduling: 'Service jobs with dates, durations and technicians',
  payments: 'The payments ledger, refunds included',
  quotes: 'Quotes with one row per line item',
  invoices: 'Invoices with one row per line item',
};

/** Spec §9: the type's title in lower case with underscores, then _export_, then the date, .csv. */
export function exportFileName(type: ExportType, date: string): string {
  return `${EXPORT_TYPE_TITLES[type].toLowerCase().replace(/\s+/g, '_')}_export_${date}.csv`;
}
export const exportZipFileName = (date: string) => `tradeworks_export_${date}.zip`;

export const exportQuerySchema = z.object({
  /** Client-chosen id under which the server reports the export's progress. */
  progressId: z.uuid().optional(),
});

export const exportZipQuerySchema = exportQuerySchema.extend({
  types: z
    .string({ error: 'Choose at least one data type' })
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.enum(EXPORT_TYPES, { error: `Types must be among: ${EXPORT_TYPES.join(', ')}` }))
        .min(1, 'Choose at least one data type'),
    ),
});

/** GET /api/exports/summary — the real row count of each type. */
export const exportSummarySchema = z.record(z.enum(EXPORT_TYPES), z.number());
export type ExportSummary = z.output<typeof exportSummarySchema>;

/** GET /api/exports/progress/{progressId} */
export const exportProgressSchema = z.object({
  rowsWritten: z.number(),
  totalRows: z.number(),
  done: z.boolean(),
});
export type ExportProgress = z.output<typeof exportProgressSchema>;
