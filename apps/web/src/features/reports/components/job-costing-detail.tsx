import { Link } from 'react-router';
import type { JobCostingDetail as Detail, LabourSource } from '@tradeworks/contracts/reports';
import { formatMoney } from '@tradeworks/contracts/money';
import { formatDisplayDate } from '@tradeworks/contracts/display-format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { LoadError } from '@/components/load-error';
import { useJobCostingJob } from '../api/get-job-costing-job';

const SOURCE: Record<LabourSource, string> = {
  timesheets: 'Timesheet',
  'job-times': 'Job start → complete',
  none: '—',
};

const link = 'font-medium text-primary underline-offset-4 hover:underline';

function LabourLines({ lines }: { lines: Detail['labour'] }) {
  if (lines.length === 0) return <p className="px-6 text-sm text-muted-foreground">No time recorded.</p>;
  return (
    <Table scrollLabel="Labour lines">
      <caption className="sr-only">Labour: hours at the rate effective on the day worked</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Technician</TableHead>
          <TableHead scope="col">Day</TableHead>
          <TableHead scope="col">From</TableHead>
          <TableHead scope="col" className="text-right">
            Hours
          </TableHead>
          <TableHead scope="col" className="text-right">
            Rate
          </TableHead>
          <TableHead scope="col" className="text-right">
            Cost
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((l, i) => (
          <TableRow key={`${l.technicianId}-${l.workedOn}-${i}`}>
            <TableCell>{l.technicianName}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDisplayDate(l.workedOn)}</TableCell>
            <TableCell>{SOURCE[l.source]}</TableCell>
            <TableCell className="text-right tabular-nums">{l.hours}</TableCell>
            <TableCell className="text-right tabular-nums">
              {l.hourlyRate ? `${formatMoney(l.hourlyRate)}/h` : 'No rate'}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatMoney(l.cost)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function PartLines({ lines }: { lines: Detail['parts'] }) {
  if (lines.length === 0) return <p className="px-6 text-sm text-muted-foreground">No parts used.</p>;
  return (
    <Table scrollLabel="Parts lines">
      <caption className="sr-only">Parts used at their cost when used</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Part</TableHead>
          <TableHead scope="col">Used</TableHead>
          <TableHead scope="col" className="text-right">
            Quantity
          </TableHead>
          <TableHead scope="col" className="text-right">
            Unit cost
          </TableHead>
          <TableHead scope="col" className="text-right">
            Cost
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((p, i) => (
          <TableRow key={`${p.inventoryId}-${i}`}>
            <TableCell>
              <Link className={link} to={`/inventory/${p.inventoryId}`}>
                {p.name}
              </Link>
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDisplayDate(p.usedOn)}</TableCell>
            <TableCell className="text-right tabular-nums">{p.quantity}</TableCell>
            <TableCell className="text-right tabular-nums">{formatMoney(p.unitCost)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatMoney(p.cost)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The drill-down: one job's labour and parts lines, which add up to its row, with links to the records. */
export function JobCostingDetail({ jobId }: { jobId: string }) {
  const detail = useJobCostingJob(jobId);
  const job = detail.data?.job;
  return (
    <Card id="job-costing-detail">
      <CardHeader>
        <CardTitle>Costs of {job ? job.jobNumber : 'the job'}</CardTitle>
        {job && (
          <CardDescription>
            <Link className={link} to={`/jobs/${job.jobId}`}>
              Open job {job.jobNumber}
            </Link>
            {job.invoiceId && (
              <>
                {' · '}
                <Link className={link} to={`/invoices/${job.invoiceId}`}>
                  Invoice {job.invoiceNumber}
                </Link>
              </>
            )}
            {' · '}Revenue {formatMoney(job.revenue)} − parts {formatMoney(job.partsCost)} − labour{' '}
            {formatMoney(job.labourCost)} = {formatMoney(job.margin)}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="grid gap-4 px-0 sm:px-0">
        {detail.isError ? (
          <LoadError message="Failed to load the job's costs." onRetry={() => detail.refetch()} />
        ) : !detail.data ? (
          <Skeleton className="mx-6 h-24" aria-busy="true" />
        ) : (
          <>
            <h3 className="px-6 text-sm font-semibold">Labour</h3>
            <LabourLines lines={detail.data.labour} />
            <h3 className="px-6 text-sm font-semibold">Parts</h3>
            <PartLines lines={detail.data.parts} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
