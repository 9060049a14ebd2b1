import { formatMinutes, type TimesheetSummaryRow } from '@tradeworks/contracts/timesheets';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

interface SummaryTableProps {
  rows: TimesheetSummaryRow[];
  selectedId: string | null;
  onSelect: (technicianId: string) => void;
}

/** The team's week: one row per technician with time per kind, overtime and whether the week is approved. */
export function SummaryTable({ rows, selectedId, onSelect }: SummaryTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Technician</TableHead>
          <TableHead className="hidden text-right md:table-cell">Travel</TableHead>
          <TableHead className="hidden text-right md:table-cell">On job</TableHead>
          <TableHead className="hidden text-right md:table-cell">Other</TableHead>
          <TableHead className="text-right">Total</TableHead>
          <TableHead className="hidden text-right sm:table-cell">Overtime</TableHead>
          <TableHead className="hidden sm:table-cell">Approval</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.technicianId} data-state={r.technicianId === selectedId ? 'selected' : undefined}>
            <TableCell>
              <button
                type="button"
                className="text-left font-medium text-primary hover:underline"
                aria-pressed={r.technicianId === selectedId}
                onClick={() => onSelect(r.technicianId)}
              >
                {r.technicianName}
              </button>
              {r.running && (
                <Badge variant="info" className="ml-2">
                  Clocked in
                </Badge>
              )}
            </TableCell>
            <TableCell className="hidden text-right tabular-nums md:table-cell">
              {formatMinutes(r.travelMinutes)}
            </TableCell>
            <TableCell className="hidden text-right tabular-nums md:table-cell">
              {formatMinutes(r.onJobMinutes)}
            </TableCell>
            <TableCell className="hidden text-right tabular-nums md:table-cell">
              {formatMinutes(r.otherMinutes)}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatMinutes(r.totalMinutes)}</TableCell>
            <TableCell className="hidden text-right tabular-nums sm:table-cell">
              {r.overtimeMinutes ? formatMinutes(r.overtimeMinutes) : '—'}
            </TableCell>
            <TableCell className="hidden sm:table-cell">
              {r.weeks > 0 && r.approvedWeeks === r.weeks ? (
                <Badge variant="success">Approved</Badge>
              ) : (
                <Badge variant="outline">Not approved</Badge>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
