import type { FastifyBaseLogger } from 'fastify';
import {
  IMPORT_MAX_BYTES,
  type ImportJob,
  type ImportMapping,
  type ImportMode,
  type ImportType,
  type DateOrder,
} from '@tradeworks/contracts/data-transfer';
import { ImportErrors } from './imports.errors';
import type { TenantContext } from '../../http/route';
import { csvLines } from '../data-export/public';
import { openCsv } from './csv-rows';
import {
  findImportJob,
  findImportMapping,
  insertImportJob,
  saveImportMapping,
  updateImportJob,
  findImportJobFacts,
} from './import-jobs.repository';
import { enqueueImport } from './import-runner';
import { toImportJob } from './import-job-view';

/** A file that is not text: NUL bytes where a CSV has none (UTF-16 files start with a byte-order mark). */
function looksBinary(bytes: Buffer): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return false;
  return bytes.subarray(0, 8192).includes(0);
}

/** Stores the upload and starts its dry run in the background; the answer is the new job. */
export async function startImport(
  options: TenantContext & {
    log: FastifyBaseLogger;
    file: unknown;
    type: ImportType;
    fileName: string;
    mapping: ImportMapping;
    dateOrder?: DateOrder;
  },
): Promise<ImportJob> {
  const { db, tenantId, userId, file, type, fileName, mapping } = options;
  if (!/\.csv$/i.test(fileName)) throw ImportErrors.notCsv();
  if (!Buffer.isBuffer(file) || file.length === 0) throw ImportErrors.emptyFile();
  if (file.length > IMPORT_MAX_BYTES) throw ImportErrors.tooLarge();
  if (looksBinary(file)) throw ImportErrors.notCsv();
  const row = await db.tenant({ tenantId, userId }, async (scope) => {
    const saved = Object.keys(mapping).length ? mapping : await findImportMapping(scope, type);
    if (Object.keys(mapping).length) await saveImportMapping(scope, type, { ...saved, ...mapping });
    return insertImportJob(scope, {
      importType: type,
      fileName,
      file,
      mapping: saved,
      dateOrder: options.dateOrder ?? null,
    });
  });
  enqueueImport({ db, log: options.log, tenantId, userId, jobId: row.id, step: 'dry-run' });
  return toImportJob(row);
}

export function getImportJob({
  db,
  tenantId,
  userId,
  id,
}: TenantContext & { id: string }): Promise<ImportJob> {
  return db.tenant({ tenantId, userId }, async (scope) => {
    const row = await findImportJobFacts(scope, id);
    if (!row) throw ImportErrors.notFound();
    return toImportJob(row);
  });
}

/** Starts writing a validated job's rows in the background. */
export async function commitImport(
  options: TenantContext & { log: FastifyBaseLogger; id: string; mode: ImportMode },
): Promise<ImportJob> {
  const { db, tenantId, userId, id, mode } = options;
  const job = await db.tenant({ tenantId, userId }, async (scope) => {
    const row = await findImportJobFacts(scope, id, { lock: true });
    if (!row) throw ImportErrors.notFound();
    if (row.status === 'committing' || row.status === 'completed') throw ImportErrors.alreadyCommitted();
    if (row.status !== 'validated') throw ImportErrors.stillChecking();
    const invalid = Number((row.result as { invalidRows?: number }).invalidRows ?? 0);
    const valid = Number((row.result as { rowsValidated?: number }).rowsValidated ?? 0);
    if (mode === 'all-or-nothing' && invalid > 0) throw ImportErrors.rowsHaveErrors(invalid);
    if (valid === 0) throw ImportErrors.noValidRows();
    await updateImportJob(scope, id, { status: 'committing', mode });
    return { ...row, status: 'committing', mode };
  });
  enqueueImport({ db, log: options.log, tenantId, userId, jobId: id, step: 'commit', mode });
  return toImportJob(job);
}

/**
 * The rows that failed, as a CSV to fix and upload again: an `errors` column (row, column and message of
 * each problem) before the file's own columns, exactly as uploaded.
 */
export async function importErrorRowsCsv({ db, tenantId, userId, id }: TenantContext & { id: string }) {
  const row = await db.tenant({ tenantId, userId }, (scope) => findImportJob(scope, id));
  if (!row) throw ImportErrors.notFound();
  const messages = new Map<number, string[]>();
  for (const e of row.errors)
    messages.set(e.row, [...(messages.get(e.row) ?? []), `${e.column}: ${e.message}`]);
  const wanted = new Set(row.errorRows);
  const csv = await openCsv(row.file);
  const lines: unknown[][] = [['errors', ...csv.headers]];
  for await (const { row: n, cells } of csv.rows) {
    if (!wanted.has(n)) continue;
    lines.push([`Row ${n}: ${(messages.get(n) ?? ['see the import report']).join('; ')}`, ...cells]);
  }
  return { fileName: row.fileName.replace(/\.csv$/i, '') + '_errors.csv', csv: csvLines(lines) };
}

export function getImportMapping({ db, tenantId, userId, type }: TenantContext & { type: ImportType }) {
  return db.tenant({ tenantId, userId }, (scope) => findImportMapping(scope, type));
}

export function putImportMapping(
  options: TenantContext & { type: ImportType; mapping: ImportMapping },
): Promise<ImportMapping> {
  const { db, tenantId, userId, type, mapping } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    await saveImportMapping(scope, type, mapping);
    return mapping;
  });
}
