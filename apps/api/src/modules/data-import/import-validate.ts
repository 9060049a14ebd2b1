import { z } from 'zod';
import {
  EXPORT_ONLY_COLUMNS,
  IMPORT_COLUMNS,
  normalizeHeader,
  type DateOrder,
  type ImportMapping,
  type ImportRowError,
} from '@tradeworks/contracts/data-transfer';
import {
  booleanCell,
  dateCell,
  impliedDateOrder,
  integerCell,
  isAmbiguousDate,
  moneyCell,
  tagsCell,
  unescapeFormula,
} from './cell-values';
import { openCsv } from './csv-rows';
import { resolveMapping } from '@tradeworks/contracts/import-mapping';
import { detectImportSource, type ImportSource } from '@tradeworks/contracts/import-sources';
import type { ExistingRecords, ImportRecord, ImportTypeDefinition } from './import-type';

export const MAX_STORED_ERRORS = 1000;
/** Rows between two progress reports. */
const PROGRESS_EVERY = 250;

export interface ValidationSummary {
  headers: string[];
  mapping: ImportMapping;
  ignoredColumns: string[];
  /** Columns whose values are kept in each record's notes (clients). */
  notesColumns: string[];
  /** The tool the file was exported from, when its headers say so. */
  source: ImportSource | null;
  /** Valid rows that lack a detail the form requires (clients: imported as "needs details"). */
  needsDetails: number;
  delimiter: string;
  encoding: string;
  dateOrder: DateOrder | null;
  /** Set when slash dates read both ways and nothing in the file tells which: the user must choose. */
  dateOrderQuestion: { column: string; example: string } | null;
  rowsRead: number;
  rowsValidated: number;
  invalidRows: number;
  toCreate: number;
  toUpdate: number;
  errors: ImportRowError[];
  errorCount: number;
  errorRows: number[];
}

export interface ValidateOptions<T> {
  definition: ImportTypeDefinition<T>;
  bytes: Uint8Array;
  mapping: ImportMapping;
  dateOrder: DateOrder | null;
  existing: ExistingRecords;
  onProgress?: (summary: ValidationSummary) => void;
  /** Receives every valid row in file order (the commit writes them). */
  onValid?: (record: ImportRecord<T>) => Promise<void> | void;
}

const uuid = z.uuid();

/**
 * Reads the whole file once: maps each header to its column, turns cells into API values (money, numbers,
 * booleans, tags, dates), validates each row with the create schema, finds the record it updates, and
 * reports every failing cell with its row and column.
 */
export async function validateImportFile<T>(options: ValidateOptions<T>): Promise<ValidationSummary> {
  const { definition, bytes, existing } = options;
  const csv = await openCsv(bytes);
  const mapping = resolveMapping(definition.type, csv.headers, options.mapping);
  const own = new Set(
    [...IMPORT_COLUMNS[definition.type], ...(EXPORT_ONLY_COLUMNS[definition.type] ?? [])].map(
      normalizeHeader,
    ),
  );
  // A column that feeds nothing is kept in the notes (clients), unless it is one of our own columns.
  const keeps = (header: string) => Boolean(definition.keepsUnmapped && !own.has(normalizeHeader(header)));
  const summary: ValidationSummary = {
    headers: csv.headers,
    mapping,
    ignoredColumns: csv.headers.filter((h) => h && !mapping[h] && !keeps(h)),
    notesColumns: csv.headers.filter((h) => h && !mapping[h] && keeps(h)),
    source: detectImportSource(definition.type, csv.headers),
    needsDetails: 0,
    delimiter: csv.delimiter,
    encoding: csv.encoding,
    dateOrder: options.dateOrder,
    dateOrderQuestion: null,
    rowsRead: 0,
    rowsValidated: 0,
    invalidRows: 0,
    toCreate: 0,
    toUpdate: 0,
    errors: [],
    errorCount: 0,
    errorRows: [],
  };
  const columnAt = csv.headers.map((h) => mapping[h] ?? null);
  const keepsAt = csv.headers.map((h) => Boolean(h) && !mapping[h] && keeps(h));
  const dateColumns = Object.entries(definition.kinds)
    .filter(([column, kind]) => (kind === 'date' || kind === 'day') && columnAt.includes(column))
    .map(([column]) => column);
  if (dateColumns.length && !options.dateOrder) {
    const found = await findDateOrder(bytes, columnAt, dateColumns);
    if (found.question) {
      summary.dateOrderQuestion = found.question;
      return summary;
    }
    summary.dateOrder = found.order;
  }
  const dateOrder = summary.dateOrder ?? 'mdy';
  const seenKeys = new Map<string, number>();

  for await (const { row, cells } of csv.rows) {
    summary.rowsRead++;
    const rowErrors: ImportRowError[] = [];
    const values: Record<string, unknown> = {};
    const unmapped: Array<[string, string]> = [];
    columnAt.forEach((column, index) => {
      if (!column && !keepsAt[index]) return;
      const raw = unescapeFormula((cells[index] ?? '').trim());
      if (raw === '') return;
      if (!column) unmapped.push([csv.headers[index]!, raw]);
      else values[column] = convert(definition.kinds[column] ?? 'text', raw, csv.delimiter, dateOrder);
    });
    const { id, createdAt, ...fields } = values;
    let existingId: string | null = null;
    if (id !== undefined) {
      if (!uuid.safeParse(id).success || !existing.ids.has(String(id)))
        rowErrors.push({
          row,
          column: 'id',
          message: `No ${definition.noun} with this id in this organization`,
        });
      else existingId = String(id);
    }
    let created: Date | null = null;
    if (createdAt !== undefined) {
      created = new Date(String(createdAt));
      if (!/^\d{4}-\d{2}-\d{2}T/.test(String(createdAt)) || Number.isNaN(created.getTime())) {
        rowErrors.push({ row, column: 'createdAt', message: 'Enter a date like 2024-03-15 or 03/15/2024' });
        created = null;
      }
    }
    const unresolved = definition.resolveReferences?.(fields, existing) ?? [];
    for (const { column, message } of unresolved) rowErrors.push({ row, column, message });
    const parsed = definition.schema.safeParse(definition.toBody(fields, unmapped));
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const error of unresolved) seen.add(error.field);
      for (const issue of parsed.error.issues) {
        const column = definition.issueColumn(issue.path);
        if (seen.has(column)) continue;
        seen.add(column);
        rowErrors.push({ row, column, message: issue.message });
      }
    }
    if (parsed.success && !rowErrors.length) {
      const key = existingId ? `id:${existingId}` : definition.naturalKey(parsed.data);
      const earlier = key ? seenKeys.get(key) : undefined;
      if (earlier) {
        rowErrors.push({
          row,
          column: existingId ? 'id' : definition.keyColumn,
          message: `Same ${existingId ? 'id' : 'key'} as row ${earlier}: each ${definition.noun} once per file`,
        });
      } else {
        if (key) seenKeys.set(key, row);
        existingId ??= key ? (existing.byKey.get(key) ?? null) : null;
      }
    }
    if (rowErrors.length) {
      summary.invalidRows++;
      summary.errorCount += rowErrors.length;
      summary.errorRows.push(row);
      for (const error of rowErrors)
        if (summary.errors.length < MAX_STORED_ERRORS) summary.errors.push(error);
    } else {
      summary.rowsValidated++;
      if (definition.lacksDetails?.(parsed.data as T)) summary.needsDetails++;
      if (existingId) summary.toUpdate++;
      else summary.toCreate++;
      await options.onValid?.({ row, data: parsed.data as T, existingId, createdAt: created });
    }
    if (summary.rowsRead % PROGRESS_EVERY === 0) {
      options.onProgress?.(summary);
      // Lets the server answer other requests (progress polls) while a large file is checked.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
  options.onProgress?.(summary);
  return summary;
}

function convert(kind: string, raw: string, delimiter: string, dateOrder: DateOrder): unknown {
  switch (kind) {
    case 'money':
      return moneyCell(raw, delimiter);
    case 'integer':
      return integerCell(raw);
    case 'boolean':
      return booleanCell(raw);
    case 'tags':
      return tagsCell(raw);
    case 'date':
      return dateCell(raw, dateOrder);
    case 'day': {
      const value = dateCell(raw, dateOrder);
      return /^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/.test(value) ? value.slice(0, 10) : value;
    }
    default:
      return raw;
  }
}

/** Scans the date columns: the order a value like 31/01/2024 proves, or a question when none does. */
async function findDateOrder(
  bytes: Uint8Array,
  columnAt: Array<string | null>,
  dateColumns: string[],
): Promise<{ order: DateOrder | null; question: { column: string; example: string } | null }> {
  const csv = await openCsv(bytes);
  let ambiguous: { column: string; example: string } | null = null;
  for await (const { cells } of csv.rows) {
    for (let i = 0; i < columnAt.length; i++) {
      const column = columnAt[i];
      if (!column || !dateColumns.includes(column)) continue;
      const value = (cells[i] ?? '').trim();
      const order = impliedDateOrder(value);
      if (order) return { order, question: null };
      if (!ambiguous && isAmbiguousDate(value)) ambiguous = { column, example: value };
    }
  }
  return { order: null, question: ambiguous };
}
