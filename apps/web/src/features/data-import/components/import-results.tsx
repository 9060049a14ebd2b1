import type { ImportJob } from '@tradeworks/contracts/data-transfer';
import { Link } from 'react-router';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { buildUrl } from '@/lib/api-client';

const LIST_PATHS = {
  clients: '/clients',
  parts: '/inventory',
  services: '/services',
  equipment: '/equipment',
} as const;

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border bg-background p-3">
      <div className="text-xs text-muted-foreground">{label}</div>
      <div className="text-xl font-semibold tabular-nums">{value.toLocaleString('en-US')}</div>
    </div>
  );
}

/** The results card: created, updated, skipped and error counts, with the error rows as a CSV. */
export function ImportResults({ job }: { job: ImportJob }) {
  return (
    <section aria-label="Import results" className="grid gap-3">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat label="Created" value={job.created} />
        <Stat label="Updated" value={job.updated} />
        <Stat label="Skipped" value={job.skipped} />
        <Stat label="Errors" value={job.errorCount} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={LIST_PATHS[job.type]}>View {job.type === 'parts' ? 'inventory' : job.type}</Link>
        </Button>
        {job.errorCount > 0 && <ErrorRowsLink job={job} />}
      </div>
    </section>
  );
}

export function ErrorRowsLink({ job }: { job: ImportJob }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={buildUrl(`/api/imports/${job.id}/errors.csv`)} download>
        <Download aria-hidden="true" />
        Download error rows (CSV)
      </a>
    </Button>
  );
}
