import { Link } from 'react-router';
import type { TechnicianScorecard } from '@tradeworks/contracts/reports';
import { formatMoney } from '@tradeworks/contracts/money';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

type Score = TechnicianScorecard['technicians'][number] | TechnicianScorecard['totals'];

const money = (value: string | null) => (value === null ? '—' : formatMoney(value));
const rate = (value: string | null) => (value === null ? '—' : `${value}%`);

function Figures({ s }: { s: Score }) {
  return (
    <>
      <TableCell className="text-right tabular-nums">{s.completedJobs}</TableCell>
      <TableCell className="text-right tabular-nums">{formatMoney(s.revenue)}</TableCell>
      <TableCell className="text-right tabular-nums">{money(s.averageTicket)}</TableCell>
      <TableCell className="text-right tabular-nums">
        {rate(s.quoteCloseRate)}
        <span className="block text-xs text-muted-foreground">
          {s.quotesApproved} of {s.quotesSent}
        </span>
      </TableCell>
      <TableCell className="text-right tabular-nums">{s.agreementsSold}</TableCell>
      <TableCell className="text-right tabular-nums">
        {s.hoursOnJobs}
        <span className="block text-xs text-muted-foreground">{s.hoursTravelling} travelling</span>
      </TableCell>
      <TableCell className="text-right tabular-nums">{money(s.revenuePerJobHour)}</TableCell>
      <TableCell className="text-right tabular-nums">{s.callbacks}</TableCell>
      <TableCell className="text-right tabular-nums">
        {rate(s.checklistCompletion)}
        <span className="block text-xs text-muted-foreground">
          {s.checklistAnswered} of {s.checklistItems}
        </span>
      </TableCell>
    </>
  );
}

/**
 * One line per technician and the totals; a name opens job costing for that technician's jobs of the period
 * (the records behind their jobs and revenue).
 */
export function TechnicianScorecardTable({ report }: { report: TechnicianScorecard }) {
  const costing = (id: string, name: string) =>
    `/reports/job-costing?${new URLSearchParams({
      from: report.from,
      to: report.to,
      technician: id,
      names: `technician=${name}`,
    })}`;
  return (
    <Table scrollLabel="Technician scorecard">
      <caption className="sr-only">Figures per technician over the period, and the totals</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Technician</TableHead>
          <TableHead scope="col" className="text-right">
            Jobs
          </TableHead>
          <TableHead scope="col" className="text-right">
            Revenue
          </TableHead>
          <TableHead scope="col" className="text-right whitespace-nowrap">
            Avg ticket
          </TableHead>
          <TableHead scope="col" className="text-right whitespace-nowrap">
            Quotes closed
          </TableHead>
          <TableHead scope="col" className="text-right">
            Agreements
          </TableHead>
          <TableHead scope="col" className="text-right whitespace-nowrap">
            Hours on jobs
          </TableHead>
          <TableHead scope="col" className="text-right whitespace-nowrap">
            Revenue / hour
          </TableHead>
          <TableHead scope="col" className="text-right">
            Callbacks
          </TableHead>
          <TableHead scope="col" className="text-right">
            Checklists
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {report.technicians.map((s) => (
          <TableRow key={s.technicianId}>
            <TableHead scope="row" className="text-sm font-normal tracking-normal normal-case">
              <Link
                className="font-medium text-primary underline-offset-4 hover:underline"
                to={costing(s.technicianId, s.technicianName)}
              >
                {s.technicianName}
              </Link>
            </TableHead>
            <Figures s={s} />
          </TableRow>
        ))}
        <TableRow className="font-medium">
          <TableHead scope="row" className="text-sm tracking-normal text-foreground normal-case">
            Total
          </TableHead>
          <Figures s={report.totals} />
        </TableRow>
      </TableBody>
    </Table>
  );
}
