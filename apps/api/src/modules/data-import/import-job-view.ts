import type {
  DateOrder,
  ImportJob,
  ImportJobStatus,
  ImportMode,
  ImportType,
} from '@tradeworks/contracts/data-transfer';
import type { ImportJobFacts } from './import-jobs.repository';
import { isImportRunningHere, liveImportProgress } from './import-runner';
import { isoOrNull } from '../../http/iso-or-null';

/** A job left running by a server that stopped: after this long without its worker it counts as failed. */
const ABANDONED_AFTER_MS = 10 * 60 * 1000;

/** An import job as the API shows it: stored facts, with live progress while this server runs it. */
export function toImportJob(row: ImportJobFacts): ImportJob {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the stored result JSON of any job version
  const r = row.result as Record<string, any>;
  const live = liveImportProgress(row.id);
  let status = row.status as ImportJobStatus;
  let message = row.message;
  const running = status === 'validating' || status === 'committing';
  if (running && !isImportRunningHere(row.id) && Date.now() - row.updatedAt.getTime() > ABANDONED_AFTER_MS) {
    status = 'failed';
    message = 'The server stopped while this import ran. Upload the file again.';
  }
  return {
    id: row.id,
    type: row.importType as ImportType,
    fileName: row.fileName,
    status,
    mode: (row.mode as ImportMode | null) ?? null,
    headers: r.headers ?? [],
    mapping: row.mapping,
    ignoredColumns: r.ignoredColumns ?? [],
    notesColumns: r.notesColumns ?? [],
    source: r.source ?? null,
    needsDetails: r.needsDetails ?? 0,
    delimiter: r.delimiter ?? ',',
    encoding: r.encoding ?? 'utf-8',
    dateOrder: (row.dateOrder as DateOrder | null) ?? null,
    totalRows: live?.totalRows || (r.rowsRead ?? 0),
    phase: live && running ? live.phase : null,
    rowsRead: live?.rowsRead ?? r.rowsRead ?? 0,
    rowsValidated: live?.rowsValidated ?? r.rowsValidated ?? 0,
    rowsWritten: live?.rowsWritten ?? r.rowsWritten ?? 0,
    invalidRows: r.invalidRows ?? 0,
    toCreate: r.toCreate ?? 0,
    toUpdate: r.toUpdate ?? 0,
    created: r.created ?? 0,
    updated: r.updated ?? 0,
    skipped: status === 'completed' ? (r.skipped ?? 0) : 0,
    errors: row.errors,
    errorCount: r.errorCount ?? 0,
    dateOrderQuestion: r.dateOrderQuestion ?? null,
    message,
    createdAt: row.createdAt.toISOString(),
    finishedAt: isoOrNull(row.finishedAt),
  };
}
