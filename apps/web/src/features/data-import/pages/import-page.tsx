import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Download, Upload } from 'lucide-react';
import {
  IMPORT_NATURAL_KEYS,
  IMPORT_TYPES,
  IMPORT_TYPE_LABELS,
  type ImportType,
} from '@tradeworks/contracts/data-transfer';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { buildUrl } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { ImportFileCard, type ImportEntry } from '../components/import-file-card';
import { fileProblem } from '../lib/read-preview';

const JOBS_PARAM = 'jobs';
const TEMPLATE_LABELS: Record<ImportType, string> = {
  clients: 'Clients',
  parts: 'Parts',
  services: 'Services',
  equipment: 'Equipment',
};

/** /import — templates, file choice, preview and mapping, dry run, commit and results; jobs stay in the URL. */
export function ImportPage() {
  const [params, setParams] = useSearchParams();
  const [type, setType] = useState<ImportType>('clients');
  const [dragging, setDragging] = useState(false);
  const [rejected, setRejected] = useState<Array<{ name: string; problem: string }>>([]);
  const input = useRef<HTMLInputElement>(null);
  // Jobs named in the URL survive a reload; their files do not need to.
  const [entries, setEntries] = useState<ImportEntry[]>(() =>
    (params.get(JOBS_PARAM) ?? '')
      .split(',')
      .filter(Boolean)
      .map((jobId) => ({ key: jobId, jobId, type: 'clients' as ImportType })),
  );

  useEffect(() => {
    document.title = 'Data Import · Tradeworks';
  }, []);

  useEffect(() => {
    const ids = entries
      .map((e) => e.jobId)
      .filter(Boolean)
      .join(',');
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (ids) next.set(JOBS_PARAM, ids);
        else next.delete(JOBS_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [entries, setParams]);

  const addFiles = (files: FileList | File[]) => {
    const problems: Array<{ name: string; problem: string }> = [];
    const accepted: ImportEntry[] = [];
    for (const file of Array.from(files)) {
      const problem = fileProblem(file);
      if (problem) problems.push({ name: file.name, problem });
      else accepted.push({ key: crypto.randomUUID(), type, file });
    }
    setRejected(problems);
    setEntries((prev) => [...accepted, ...prev]);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  };

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <PageHeader
        className="mb-0"
        title="Data Import"
        description="Bring your clients, parts and services in from CSV files."
      />
      <Card>
        <CardHeader>
          <CardTitle>Templates</CardTitle>
          <CardDescription>
            Each template has every column you can import and one example row. The columns are the same as in
            the export, so an exported file can be imported back.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          {IMPORT_TYPES.map((t) => (
            <Button key={t} asChild variant="outline">
              <a href={buildUrl(`/api/imports/templates/${t}.csv`)} download={`${t}_import_template.csv`}>
                <Download aria-hidden="true" />
                {TEMPLATE_LABELS[t]} template
              </a>
            </Button>
          ))}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Upload CSV files</CardTitle>
          <CardDescription>
            Importing the same data again updates records instead of duplicating them: clients are matched by{' '}
            {IMPORT_NATURAL_KEYS.clients}, parts by {IMPORT_NATURAL_KEYS.parts}, services by{' '}
            {IMPORT_NATURAL_KEYS.services}.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid max-w-xs gap-1.5">
            <label htmlFor="import-type" className="text-sm font-medium">
              Import type
            </label>
            <select
              id="import-type"
              className="h-9 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring/30"
              value={type}
              onChange={(e) => setType(e.target.value as ImportType)}
            >
              {IMPORT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {IMPORT_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          </div>
          <div
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={cn(
              'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center transition-colors sm:p-10',
              dragging ? 'border-primary bg-primary/5' : 'border-border',
            )}
          >
            <Upload aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="text-sm">Drag and drop CSV files here, or</p>
            <Button type="button" variant="outline" onClick={() => input.current?.click()}>
              Choose files
            </Button>
            <input
              ref={input}
              type="file"
              accept=".csv,text/csv"
              multiple
              className="sr-only"
              aria-label="CSV files to import"
              onChange={(e) => {
                if (e.target.files) addFiles(e.target.files);
                e.target.value = '';
              }}
            />
            <p className="text-xs text-muted-foreground">
              CSV files only, several at once, up to 10MB each. UTF-8 or Windows-1252, comma or semicolon
              separated.
            </p>
          </div>
          {rejected.length > 0 && (
            <Alert variant="destructive">
              <ul className="grid gap-1">
                {rejected.map((r) => (
                  <li key={r.name}>
                    {r.name}: {r.problem}
                  </li>
                ))}
              </ul>
            </Alert>
          )}
        </CardContent>
      </Card>

      {entries.map((entry) => (
        <ImportFileCard
          key={entry.key}
          entry={entry}
          onJob={(jobId) =>
            setEntries((prev) => prev.map((e) => (e.key === entry.key ? { ...e, jobId } : e)))
          }
          onRemove={() => setEntries((prev) => prev.filter((e) => e.key !== entry.key))}
        />
      ))}
    </div>
  );
}
