import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import type { DateOrder, ImportJob, ImportMode } from '@tradeworks/contracts/data-transfer';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCommitImport } from '../api/commit-import';
import { ImportErrorsTable } from './import-errors-table';
import { ErrorRowsLink, ImportResults } from './import-results';
import { ImportSourceFacts } from './import-source-facts';

const n = (value: number) => value.toLocaleString('en-US');

/** The server's own counts: rows checked of the file's rows, then rows written. */
function progressOf(job: ImportJob): { value: number | null; text: string } {
  const total = job.totalRows;
  const share = (done: number, of: number) => (of ? (done / of) * 100 : null);
  if (job.status === 'validating') {
    if (!total) return { value: null, text: 'Counting rows…' };
    return {
      value: share(job.rowsRead, total),
      text: `Checking rows… ${n(job.rowsRead)} of ${n(total)} checked, ${n(job.rowsValidated)} valid`,
    };
  }
  if (job.mode === 'skip-invalid')
    return {
      value: share(job.rowsRead, total),
      text: `Importing… ${n(job.rowsRead)} of ${n(total)} rows read, ${n(job.rowsWritten)} written`,
    };
  // all-or-nothing: a checking pass over every row, then the writing pass.
  if (job.phase === 'writing')
    return {
      value: share(total + job.rowsWritten, 2 * total),
      text: `Writing… ${n(job.rowsWritten)} of ${n(job.rowsValidated || total)} rows written`,
    };
  return {
    value: share(job.rowsRead, 2 * total),
    text: `Checking rows before writing… ${n(job.rowsRead)} of ${n(total)} checked`,
  };
}

interface ImportJobStatusProps {
  job: ImportJob;
  /** Re-runs the check with the chosen date order; null when the file is no longer in this page. */
  onDateOrder: ((order: DateOrder) => void) | null;
}

/** Progress while the server works, then the dry-run report and the commit choice, then the results. */
export function ImportJobStatus({ job, onDateOrder }: ImportJobStatusProps) {
  const [mode, setMode] = useState<ImportMode>('all-or-nothing');
  const commit = useCommitImport(job.id);
  const queryClient = useQueryClient();
  const finished = useRef(job.status === 'completed');

  useEffect(() => {
    if (job.status !== 'completed' || finished.current) return;
    finished.current = true;
    // New and changed records appear in every list, summary and dashboard.
    queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'imports' });
  }, [job.status, queryClient]);

  if (job.status === 'validating' || job.status === 'committing') {
    const progress = progressOf(job);
    return (
      <div className="grid gap-2" aria-live="polite">
        <ProgressBar value={progress.value} label={`Progress of ${job.fileName}`} />
        <p className="text-sm text-muted-foreground">{progress.text}</p>
      </div>
    );
  }

  if (job.status === 'needs_date_order' && job.dateOrderQuestion) {
    const { example } = job.dateOrderQuestion;
    return (
      <Alert>
        <AlertCircle aria-hidden="true" />
        <div className="grid gap-2">
          <p>
            Dates in column <span className="font-mono">{job.dateOrderQuestion.column}</span> like{' '}
            <strong>{example}</strong> can be read two ways. Which comes first?
          </p>
          {onDateOrder ? (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={() => onDateOrder('mdy')}>
                Month first (US)
              </Button>
              <Button size="sm" variant="outline" onClick={() => onDateOrder('dmy')}>
                Day first
              </Button>
            </div>
          ) : (
            <p className="text-muted-foreground">Choose the file again to answer.</p>
          )}
        </div>
      </Alert>
    );
  }

  if (job.status === 'completed') {
    return (
      <div className="grid gap-3">
        <p className="flex items-center gap-2 text-sm font-medium">
          <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" />
          Import complete: {n(job.rowsWritten)} rows written
        </p>
        <ImportSourceFacts job={job} />
        <ImportResults job={job} />
      </div>
    );
  }

  const canCommit = job.status === 'validated' && job.rowsValidated > 0;
  const blocked = mode === 'all-or-nothing' && job.invalidRows > 0;
  return (
    <div className="grid gap-4">
      {job.status === 'failed' && job.message && (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <p>{job.message}</p>
        </Alert>
      )}
      <p className="text-sm">
        {n(job.rowsRead)} rows read · {n(job.rowsValidated)} valid ·{' '}
        <span className={job.invalidRows ? 'text-destructive' : undefined}>
          {n(job.invalidRows)} with errors
        </span>{' '}
        · will create {n(job.toCreate)}, update {n(job.toUpdate)}
        {job.ignoredColumns.length > 0 && (
          <span className="text-muted-foreground"> · ignored columns: {job.ignoredColumns.join(', ')}</span>
        )}
      </p>
      <ImportSourceFacts job={job} />
      <ImportErrorsTable job={job} />
      {job.errorCount > 0 && (
        <div>
          <ErrorRowsLink job={job} />
        </div>
      )}
      {canCommit && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">When rows have errors</legend>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name={`mode-${job.id}`}
              className="mt-1"
              checked={mode === 'all-or-nothing'}
              onChange={() => setMode('all-or-nothing')}
            />
            <span>All or nothing — import only when every row is valid</span>
          </label>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name={`mode-${job.id}`}
              className="mt-1"
              checked={mode === 'skip-invalid'}
              onChange={() => setMode('skip-invalid')}
            />
            <span>Skip invalid rows — import the valid rows and leave the others out</span>
          </label>
        </fieldset>
      )}
      {canCommit && (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            disabled={blocked || commit.isPending}
            onClick={() =>
              commit.mutate(mode, {
                onError: (error) =>
                  toast({ title: errorMessage(error, 'Import failed'), variant: 'destructive' }),
              })
            }
          >
            Import {n(job.rowsValidated)} {job.rowsValidated === 1 ? 'row' : 'rows'}
          </Button>
          {blocked && (
            <span className="text-sm text-muted-foreground">
              Fix the rows with errors and choose the file again, or skip invalid rows.
            </span>
          )}
        </div>
      )}
    </div>
  );
}
