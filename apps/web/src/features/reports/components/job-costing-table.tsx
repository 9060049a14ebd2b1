import type { JobCostingRow } from '@tradeworks/contracts/reports';
import { formatMoney } from '@tradeworks/contracts/money';
import { formatDisplayDate } from '@tradeworks/contracts/display-format';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

/** A filter the table offers from a row: only this technician's, client's or service's jobs. */
export type CostingFilter =
  | { key: 'technician'; id: string; name: string }
  | { key: 'client'; id: string; name: string }
  | { key: 'service'; id: string; name: string };

interface JobCostingTableProps {
  rows: JobCostingRow[];
  selectedId: string | null;
  onSelect: (jobId: string | null) => void;
  onFilter: (filter: CostingFilter) => void;
}

function FilterButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: string;
}) {
  return (
    <Button
      variant="link"
      className="h-auto p-0 text-left font-normal whitespace-normal text-foreground"
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** One line per completed job; the job number opens its costs, a name shows only that name's jobs. */
export function JobCostingTable({ rows, selectedId, onSelect, onFilter }: JobCostingTableProps) {
  return (
    <Table scrollLabel="Job costs and margins">
      <caption className="sr-only">Revenue, costs and margin per completed job</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Job</TableHead>
          <TableHead scope="col">Client · service</TableHead>
          <TableHead scope="col">Technician</TableHead>
          <TableHead scope="col" className="text-right">
            Revenue
          </TableHead>
          <TableHead scope="col" className="text-right">
            Parts
          </TableHead>
          <TableHead scope="col" className="text-right">
            Labour
          </TableHead>
          <TableHead scope="col" className="text-right">
            Margin
          </TableHead>
          <TableHead scope="col" className="text-right">
            Margin %
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const open = row.jobId === selectedId;
          const negative = row.margin.startsWith('-');
          return (
            <TableRow key={row.jobId} data-state={open ? 'selected' : undefined}>
              <TableHead scope="row" className="font-normal">
                <Button
                  variant="link"
                  className="h-auto p-0"
                  aria-expanded={open}
                  aria-controls="job-costing-detail"
                  onClick={() => onSelect(open ? null : row.jobId)}
                >
                  {row.jobNumber}
                </Button>
                <span className="block text-xs whitespace-nowrap text-muted-foreground">
                  {formatDisplayDate(row.completedOn)}
                </span>
              </TableHead>
              <TableCell>
                <FilterButton
                  label={`Only ${row.clientName}'s jobs`}
                  onClick={() => onFilter({ key: 'client', id: row.clientId, name: row.clientName })}
                >
                  {row.clientName}
                </FilterButton>
                <span className="block text-xs text-muted-foreground">
                  <FilterButton
                    label={`Only ${row.serviceType} jobs`}
                    onClick={() => onFilter({ key: 'service', id: row.serviceType, name: row.serviceType })}
                  >
                    {row.serviceType}
                  </FilterButton>
                </span>
              </TableCell>
              <TableCell>
                {row.technicianId && row.technicianName ? (
                  <FilterButton
                    label={`Only ${row.technicianName}'s jobs`}
                    onClick={() =>
                      onFilter({ key: 'technician', id: row.technicianId!, name: row.technicianName! })
                    }
                  >
                    {row.technicianName}
                  </FilterButton>
                ) : (
                  '—'
                )}
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatMoney(row.revenue)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatMoney(row.partsCost)}</TableCell>
              <TableCell className="text-right tabular-nums">
                {formatMoney(row.labourCost)}
                <span className="block text-xs text-muted-foreground">
                  {row.labourHours} h{row.labourRateMissing ? ' · no rate for some' : ''}
                </span>
              </TableCell>
              <TableCell
                className={cn('text-right font-medium tabular-nums', negative && 'text-destructive')}
              >
                {formatMoney(row.margin)}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {row.marginPercent ? `${row.marginPercent}%` : '—'}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
