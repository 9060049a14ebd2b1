import { useEffect, useState } from 'react';
import { FileText, X } from 'lucide-react';
import {
  IMPORT_TYPE_LABELS,
  type DateOrder,
  type ImportMapping,
  type ImportType,
} from '@tradeworks/contracts/data-transfer';
import { resolveMapping } from '@tradeworks/contracts/import-mapping';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useImportJob } from '../api/get-import-job';
import { useImportMapping } from '../api/get-import-mapping';
import { uploadImport } from '../api/upload-import';
import { readPreview } from '../lib/read-preview';
import { FilePreview } from './file-preview';
import { ImportJobStatus } from './import-job-status';

export interface ImportEntry {
  key: string;
  type: ImportType;
  /** The chosen file (absent after a page reload: the job on the server carries on). */
  file?: File;
  jobId?: string;
}

interface ImportFileCardProps {
  entry: ImportEntry;
  onJob: (jobId: string) => void;
  onRemove: () => void;
}

/** One file: its preview and column mapping, then the server's job for it. */
export function ImportFileCard({ entry, onJob, onRemove }: ImportFileCardProps) {
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-2 space-y-0">
        <div className="flex min-w-0 items-center gap-2">
          <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <CardTitle className="truncate">{entry.file?.name ?? 'Import'}</CardTitle>
          {entry.file && (
            <span className="shrink-0 text-xs text-muted-foreground">{IMPORT_TYPE_LABELS[entry.type]}</span>
          )}
        </div>
        <Button variant="ghost" size="icon-sm" aria-label="Remove from this page" onClick={onRemove}>
          <X aria-hidden="true" />
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {entry.file && <FileMapping entry={entry} file={entry.file} onJob={onJob} />}
        {entry.jobId && <JobPanel jobId={entry.jobId} entry={entry} onJob={onJob} />}
      </CardContent>
    </Card>
  );
}

function FileMapping({
  entry,
  file,
  onJob,
}: {
  entry: ImportEntry;
  file: File;
  onJob: (id: string) => void;
}) {
  const saved = useImportMapping(entry.type);
  const [preview, setPreview] = useState<{ headers: string[]; rows: string[][] } | null>(null);
  const [mapping, setMapping] = useState<ImportMapping | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    readPreview(file).then(setPreview, () => setError('This file cannot be read'));
  }, [file]);
  useEffect(() => {
    if (preview && saved.data && !mapping)
      setMapping(resolveMapping(entry.type, preview.headers, saved.data));
  }, [preview, saved.data, mapping, entry.type]);

  const check = async () => {
    if (!mapping) return;
    setUploading(true);
    setError(null);
    try {
      onJob((await uploadImport({ file, type: entry.type, mapping })).id);
    } catch (err) {
      setError(errorMessage(err, 'Upload failed'));
    } finally {
      setUploading(false);
    }
  };

  if (error)
    return (
      <Alert variant="destructive">
        <p>{error}</p>
      </Alert>
    );
  if (!preview || !mapping) return <Skeleton className="h-32 w-full" />;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        The first rows as read from your file. Choose the column each header fills, or{' '}
        {entry.type === 'clients' ? 'keep it in the notes' : 'Ignore it'}; the choice is remembered for your
        organization.
      </p>
      <FilePreview
        type={entry.type}
        headers={preview.headers}
        rows={preview.rows}
        mapping={mapping}
        onMappingChange={setMapping}
        disabled={Boolean(entry.jobId) || uploading}
      />
      {!entry.jobId && (
        <div>
          <Button onClick={check} disabled={uploading}>
            {uploading ? 'Uploading…' : 'Check file'}
          </Button>
        </div>
      )}
    </div>
  );
}

function JobPanel({
  jobId,
  entry,
  onJob,
}: {
  jobId: string;
  entry: ImportEntry;
  onJob: (id: string) => void;
}) {
  const job = useImportJob(jobId);
  const [error, setError] = useState<string | null>(null);
  if (job.isError)
    return (
      <Alert variant="destructive">
        <p>{errorMessage(job.error, 'This import could not be loaded')}</p>
      </Alert>
    );
  if (!job.data) return <Skeleton className="h-16 w-full" />;
  const answer = entry.file
    ? (order: DateOrder) =>
        uploadImport({
          file: entry.file!,
          type: entry.type,
          mapping: job.data.mapping,
          dateOrder: order,
        }).then(
          (next) => onJob(next.id),
          (err) => setError(errorMessage(err, 'Upload failed')),
        )
    : null;
  return (
    <div className="grid gap-3">
      {!entry.file && (
        <p className="text-sm font-medium">
          {job.data.fileName} · {IMPORT_TYPE_LABELS[job.data.type]}
        </p>
      )}
      {error && (
        <Alert variant="destructive">
          <p>{error}</p>
        </Alert>
      )}
      <ImportJobStatus job={job.data} onDateOrder={answer} />
    </div>
  );
}
