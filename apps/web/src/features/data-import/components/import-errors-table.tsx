import type { ImportJob } from '@tradeworks/contracts/data-transfer';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

const SHOWN = 100;

/** The per-row report: row number (the header is row 1), column and message. */
export function ImportErrorsTable({ job }: { job: ImportJob }) {
  if (!job.errors.length) return null;
  return (
    <div className="grid gap-2">
      <div className="max-h-72 overflow-auto rounded-md border">
        <Table aria-label="Row errors">
          <TableHeader>
            <TableRow>
              <TableHead className="w-16">Row</TableHead>
              <TableHead className="w-40">Column</TableHead>
              <TableHead>Error</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {job.errors.slice(0, SHOWN).map((error, i) => (
              <TableRow key={i}>
                <TableCell className="tabular-nums">{error.row}</TableCell>
                <TableCell className="font-mono text-xs">{error.column}</TableCell>
                <TableCell className="text-destructive">{error.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {job.errorCount > SHOWN && (
        <p className="text-xs text-muted-foreground">
          Showing the first {SHOWN} of {job.errorCount.toLocaleString('en-US')} errors; download the error
          rows for all of them.
        </p>
      )}
    </div>
  );
}
