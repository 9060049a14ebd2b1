import { useEffect, useState } from 'react';
import { Download, FileArchive, FileSpreadsheet } from 'lucide-react';
import {
  EXPORT_TYPES,
  EXPORT_TYPE_DESCRIPTIONS,
  EXPORT_TYPE_TITLES,
  type ExportProgress,
  type ExportType,
} from '@tradeworks/contracts/data-transfer';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { downloadExport, type ExportDownload } from '../api/download-export';
import { useExportSummary } from '../api/get-export-summary';

const n = (value: number) => value.toLocaleString('en-US');

type Run =
  | { state: 'idle' }
  | { state: 'running'; progress: ExportProgress | null }
  | { state: 'done'; download: ExportDownload; types: ExportType[]; rows: number }
  | { state: 'failed'; message: string };

/** /export — choose data types, Start Export, follow the rows streamed, then the download link. */
export function ExportPage() {
  const summary = useExportSummary();
  const [selected, setSelected] = useState<Set<ExportType>>(new Set());
  const [run, setRun] = useState<Run>({ state: 'idle' });

  useEffect(() => {
    document.title = 'Data Export · Tradeworks';
  }, []);
  // Free the previous file's memory when a new export replaces it.
  useEffect(() => () => void (run.state === 'done' && URL.revokeObjectURL(run.download.url)), [run]);

  const toggle = (type: ExportType) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(type)) next.delete(type);
      else next.add(type);
      return next;
    });

  const start = async () => {
    const types = EXPORT_TYPES.filter((t) => selected.has(t));
    setRun({ state: 'running', progress: null });
    let last: ExportProgress | null = null;
    try {
      const download = await downloadExport(types, (progress) => {
        last = progress;
        setRun({ state: 'running', progress });
      });
      const rows = types.reduce((sum, t) => sum + (summary.data?.[t] ?? 0), 0);
      setRun({ state: 'done', download, types, rows: (last as ExportProgress | null)?.totalRows ?? rows });
      void summary.refetch();
    } catch (error) {
      setRun({ state: 'failed', message: errorMessage(error, 'Export failed') });
    }
  };

  const running = run.state === 'running';
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <PageHeader
        className="mb-0"
        title="Data Export"
        description="Take your data out as CSV files at any time: one type as a CSV, several as one ZIP."
      />
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
          <div className="grid gap-1">
            <CardTitle>Data types</CardTitle>
            <CardDescription>Money is exact, dates are ISO 8601 (UTC).</CardDescription>
          </div>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => setSelected(new Set(EXPORT_TYPES))}
              disabled={running}
            >
              Select All
            </Button>
            <Button variant="outline" size="sm" onClick={() => setSelected(new Set())} disabled={running}>
              Clear
            </Button>
          </div>
        </CardHeader>
        <CardContent>
          {summary.isError && (
            <Alert variant="destructive" className="mb-3">
              <p>{errorMessage(summary.error, 'Failed to load the record counts')}</p>
            </Alert>
          )}
          <ul className="grid gap-2 sm:grid-cols-2">
            {EXPORT_TYPES.map((type) => (
              <li key={type}>
                <label className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 hover:bg-muted/50 has-[:checked]:border-primary">
                  <input
                    type="checkbox"
                    className="mt-1 size-4"
                    checked={selected.has(type)}
                    onChange={() => toggle(type)}
                    disabled={running}
                  />
                  <span className="grid min-w-0 gap-0.5">
                    <span className="text-sm font-medium">{EXPORT_TYPE_TITLES[type]}</span>
                    <span className="text-xs text-muted-foreground">{EXPORT_TYPE_DESCRIPTIONS[type]}</span>
                    <span className="text-xs tabular-nums text-muted-foreground">
                      {summary.data ? `${n(summary.data[type])} records` : <Skeleton className="h-3 w-16" />}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </CardContent>
        <CardFooter className="flex-wrap">
          <Button onClick={start} disabled={!selected.size || running}>
            <Download aria-hidden="true" />
            Start Export
          </Button>
          <span className="text-sm text-muted-foreground">
            {selected.size === 0
              ? 'Choose at least one data type'
              : selected.size === 1
                ? '1 type: a CSV file'
                : `${selected.size} types: one ZIP file`}
          </span>
        </CardFooter>
      </Card>

      {run.state === 'running' && (
        <Card>
          <CardContent className="grid gap-2 pt-5 sm:pt-6" aria-live="polite">
            <ProgressBar
              label="Export progress"
              value={
                run.progress?.totalRows ? (run.progress.rowsWritten / run.progress.totalRows) * 100 : null
              }
            />
            <p className="text-sm text-muted-foreground">
              {run.progress
                ? `Exporting… ${n(run.progress.rowsWritten)} of ${n(run.progress.totalRows)} rows`
                : 'Starting export…'}
            </p>
          </CardContent>
        </Card>
      )}
      {run.state === 'failed' && (
        <Alert variant="destructive">
          <p>{run.message}</p>
        </Alert>
      )}
      {run.state === 'done' && (
        <Card>
          <CardHeader>
            <CardTitle>Export ready</CardTitle>
            <CardDescription>
              {n(run.rows)} rows of {run.types.map((t) => EXPORT_TYPE_TITLES[t]).join(', ')}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline">
              <a href={run.download.url} download={run.download.fileName}>
                {run.types.length > 1 ? (
                  <FileArchive aria-hidden="true" />
                ) : (
                  <FileSpreadsheet aria-hidden="true" />
                )}
                {run.download.fileName}
              </a>
            </Button>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
