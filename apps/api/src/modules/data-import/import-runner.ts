import type { FastifyBaseLogger } from 'fastify';
import { getTableName } from 'drizzle-orm';
import type { ImportMode, ImportPhase } from '@tradeworks/contracts/data-transfer';
import type { Database, TenantScope } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit-log';
import { maintainTables } from '../../platform/maintenance/table-maintenance';
import { safeErrorFields } from '../../http/safe-log';
import { IMPORT_DEFINITIONS } from './import-definitions';
import { findImportJob, updateImportJob, type ImportJobRow } from './import-jobs.repository';
import type { ImportRecord } from './import-type';
import { validateImportFile, type ValidationSummary } from './import-validate';
import { countCsvRows } from './csv-rows';

/** Rows written per statement group; each skip-invalid batch is its own transaction. */
export const IMPORT_BATCH_SIZE = 500;

export interface ImportTask {
  db: Database;
  log: FastifyBaseLogger;
  tenantId: string;
  userId: string | null;
  jobId: string;
  step: 'dry-run' | 'commit';
  mode?: ImportMode;
}

export interface LiveProgress {
  phase: ImportPhase;
  /** 0 until the file's rows are counted. */
  totalRows: number;
  rowsRead: number;
  rowsValidated: number;
  rowsWritten: number;
}

/**
 * The server's background import worker: jobs run one after another in this process, outside the request
 * that started them, and report their progress here while they run (a long all-or-nothing transaction
 * cannot publish counts through the database before it commits).
 */
const live = new Map<string, LiveProgress>();
let queue: Promise<void> = Promise.resolve();

export function enqueueImport(task: ImportTask): void {
  live.set(task.jobId, {
    phase: task.step === 'commit' && task.mode === 'skip-invalid' ? 'writing' : 'checking',
    totalRows: 0,
    rowsRead: 0,
    rowsValidated: 0,
    rowsWritten: 0,
  });
  queue = queue.then(() => runTask(task)).finally(() => live.delete(task.jobId));
}

export const liveImportProgress = (jobId: string) => live.get(jobId);
export const isImportRunningHere = (jobId: string) => live.has(jobId);

/** Resolves when every queued job has finished (server shutdown, tests). */
export async function importsIdle(): Promise<void> {
  let current: Promise<void>;
  do {
    current = queue;
    await current;
  } while (current !== queue);
}

class RowsRejected extends Error {
  constructor(readonly summary: ValidationSummary) {
    super('rows rejected');
  }
}

async function runTask(task: ImportTask): Promise<void> {
  const scope = { tenantId: task.tenantId, userId: task.userId };
  try {
    const job = await task.db.tenant(scope, (s) => findImportJob(s, task.jobId));
    if (!job) return;
    if (task.step === 'dry-run') await dryRun(task, job);
    else {
      await commit(task, job, task.mode ?? 'all-or-nothing');
      await refreshFilledTables(task, job);
    }
  } catch (err) {
    const rejected = err instanceof RowsRejected ? err.summary : null;
    if (!rejected) task.log.error({ err, jobId: task.jobId }, 'import job failed');
    await task.db
      .tenant(scope, (s) =>
        updateImportJob(s, task.jobId, {
          status: 'failed',
          finishedAt: new Date(),
          message: rejected
            ? `Nothing was imported: ${rejected.invalidRows} ${rejected.invalidRows === 1 ? 'row has' : 'rows have'} errors. Fix them, or choose to skip invalid rows.`
            : 'The import failed and nothing more was written. Try again; if it fails again, check the file.',
          ...(rejected ? summaryColumns(rejected, { created: 0, updated: 0, rowsWritten: 0 }) : {}),
        }),
      )
      .catch((e) => task.log.error({ err: e, jobId: task.jobId }, 'import job status not saved'));
  }
}

/**
 * After a commit, the tables it filled get fresh statistics (and on the embedded engine, which has no autovacuum,
 * a vacuum): the first searches of thousands of new clients otherwise plan with the old counts and set hint bits
 * as they read. The import stands if this fails.
 */
async function refreshFilledTables(task: ImportTask, job: ImportJobRow): Promise<void> {
  const definition = IMPORT_DEFINITIONS[job.importType as keyof typeof IMPORT_DEFINITIONS];
  await maintainTables(task.db, { tables: definition.filledTables.map((t) => getTableName(t)) }).catch(
    (err) =>
      task.log.error({ ...safeErrorFields(err), jobId: task.jobId }, 'tables not refreshed after the import'),
  );
}

/** Reports the rows checked so far (the writing pass of an all-or-nothing import reports rows written only). */
function track(jobId: string) {
  return (summary: ValidationSummary) => {
    const progress = live.get(jobId);
    if (progress)
      Object.assign(progress, { rowsRead: summary.rowsRead, rowsValidated: summary.rowsValidated });
  };
}

function setLive(jobId: string, changes: Partial<LiveProgress>) {
  const progress = live.get(jobId);
  if (progress) Object.assign(progress, changes);
}

function summaryColumns(
  summary: ValidationSummary,
  written: { created: number; updated: number; rowsWritten: number },
) {
  const { errors, errorRows, mapping, dateOrder, ...facts } = summary;
  return {
    result: { ...facts, ...written, skipped: summary.invalidRows },
    errors,
    errorRows,
    mapping,
    dateOrder,
  };
}

async function dryRun(task: ImportTask, job: ImportJobRow): Promise<void> {
  const definition = IMPORT_DEFINITIONS[job.importType as keyof typeof IMPORT_DEFINITIONS];
  const scope = { tenantId: task.tenantId, userId: task.userId };
  const existing = await task.db.tenant(scope, (s) => definition.loadExisting(s));
  setLive(task.jobId, { totalRows: await countCsvRows(job.file) });
  const summary = await validateImportFile({
    definition,
    bytes: job.file,
    mapping: job.mapping,
    dateOrder: (job.dateOrder as 'mdy' | 'dmy' | null) ?? null,
    existing,
    onProgress: track(task.jobId),
  });
  await task.db.tenant(scope, (s) =>
    updateImportJob(s, task.jobId, {
      status: summary.dateOrderQuestion ? 'needs_date_order' : 'validated',
      ...summaryColumns(summary, { created: 0, updated: 0, rowsWritten: 0 }),
    }),
  );
}

/**
 * Re-reads and re-validates the stored file (the database may have changed since the dry run) and writes
 * the valid rows in batches. all-or-nothing: one transaction for the file, rolled back by the first invalid
 * row. skip-invalid: each batch commits on its own and invalid rows are left out.
 */
async function commit(task: ImportTask, job: ImportJobRow, mode: ImportMode): Promise<void> {
  const definition = IMPORT_DEFINITIONS[job.importType as keyof typeof IMPORT_DEFINITIONS];
  const scope = { tenantId: task.tenantId, userId: task.userId };
  setLive(task.jobId, { totalRows: Number((job.result as { rowsRead?: number }).rowsRead ?? 0) });
  const counts = { created: 0, updated: 0, rowsWritten: 0 };
  let batch: ImportRecord<unknown>[] = [];
  const writeBatch = async (s: TenantScope, rows: ImportRecord<unknown>[]) => {
    if (!rows.length) return;
    const result = await definition.writeBatch(s, rows);
    counts.created += result.created;
    counts.updated += result.updated;
    counts.rowsWritten += rows.length;
    const progress = live.get(task.jobId);
    if (progress) progress.rowsWritten = counts.rowsWritten;
  };
  // PostgreSQL: one batch is written while the next is parsed and validated, so Node and the database work
  // at once; batches still reach the database one after another, in file order. PGlite runs in this thread
  // and a transaction's statements must not interleave, so there each batch is awaited.
  const overlap = task.db.engine === 'postgres';
  let inFlight: Promise<void> = Promise.resolve();
  const flush = async (s: TenantScope | null) => {
    const rows = batch;
    batch = [];
    await inFlight;
    inFlight = s ? writeBatch(s, rows) : task.db.tenant(scope, (own) => writeBatch(own, rows));
    inFlight.catch(() => undefined); // seen by the next flush or the final await
    if (!overlap) await inFlight;
  };
  const write = async (s: TenantScope) => {
    await flush(s);
    await inFlight;
  };
  const finish = async (s: TenantScope, summary: ValidationSummary) => {
    await write(s);
    await recordAudit(s, {
      entity: 'import',
      entityId: task.jobId,
      action: 'import',
      summary: `Imported ${job.fileName} (${definition.type}): ${counts.created} created, ${counts.updated} updated, ${summary.invalidRows} skipped`,
      changes: {
        type: definition.type,
        fileName: job.fileName,
        mode,
        rows: summary.rowsRead,
        ...counts,
        skipped: summary.invalidRows,
      },
    });
    await updateImportJob(s, task.jobId, {
      status: 'completed',
      finishedAt: new Date(),
      message: null,
      ...summaryColumns(summary, counts),
    });
  };
  type Existing = Awaited<ReturnType<typeof definition.loadExisting>>;
  const options = (existing: Existing) => ({
    definition,
    bytes: job.file,
    mapping: job.mapping,
    dateOrder: (job.dateOrder as 'mdy' | 'dmy' | null) ?? 'mdy',
    existing,
  });
  // all-or-nothing writes after a checking pass has reported every row read: its writing pass reports rows
  // written only.
  const validate = (s: TenantScope | null, existing: Existing) =>
    validateImportFile({
      ...options(existing),
      onProgress: mode === 'all-or-nothing' ? undefined : track(task.jobId),
      onValid: async (record) => {
        batch.push(record);
        if (batch.length >= IMPORT_BATCH_SIZE) await flush(s);
      },
    });

  if (mode === 'all-or-nothing') {
    // First every row is checked outside the transaction, reporting its rows, and a file with errors is
    // refused before anything is written. Then one transaction writes: on PostgreSQL polls see its rows
    // written batch by batch; the embedded engine (PGlite) runs one transaction at a time, so there polls
    // wait until it commits (docs/user/import-export.md).
    const existing = await task.db.tenant(scope, (s) => definition.loadExisting(s));
    const checked = await validateImportFile({ ...options(existing), onProgress: track(task.jobId) });
    if (checked.invalidRows) throw new RowsRejected(checked);
    setLive(task.jobId, { phase: 'writing' });
    await task.db.tenant(scope, async (s) => {
      const summary = await validate(s, await definition.loadExisting(s));
      await inFlight;
      if (summary.invalidRows) throw new RowsRejected(summary);
      await finish(s, summary);
    });
    return;
  }
  const existing = await task.db.tenant(scope, (s) => definition.loadExisting(s));
  const summary = await validate(null, existing);
  await inFlight;
  await task.db.tenant(scope, (s) => finish(s, summary));
}
