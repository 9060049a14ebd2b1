import { AGING_BUCKETS, AGING_BUCKET_LABELS, type AgingClientRow } from '@tradeworks/contracts/reports';
import { formatMoney } from '@tradeworks/contracts/money';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

interface AgingClientsTableProps {
  rows: AgingClientRow[];
  selectedId: string | null;
  onSelect: (clientId: string | null) => void;
}

/** One line per client owing on the date; the client's name opens their open invoices below. */
export function AgingClientsTable({ rows, selectedId, onSelect }: AgingClientsTableProps) {
  return (
    <Table>
      <caption className="sr-only">Amount owed per client and days past due</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Client</TableHead>
          {AGING_BUCKETS.map((key) => (
            <TableHead key={key} scope="col" className="text-right whitespace-nowrap">
              {AGING_BUCKET_LABELS[key]}
            </TableHead>
          ))}
          <TableHead scope="col" className="text-right">
            Total
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const open = row.clientId === selectedId;
          return (
            <TableRow key={row.clientId} data-state={open ? 'selected' : undefined}>
              <TableHead scope="row" className="font-normal">
                <Button
                  variant="link"
                  className="h-auto p-0 text-left whitespace-normal"
                  aria-expanded={open}
                  aria-controls="aging-invoices"
                  onClick={() => onSelect(open ? null : row.clientId)}
                >
                  {row.clientName}
                </Button>
                <span className="block text-xs text-muted-foreground">
                  {row.openInvoices} open {row.openInvoices === 1 ? 'invoice' : 'invoices'}
                </span>
              </TableHead>
              {AGING_BUCKETS.map((key) => (
                <TableCell key={key} className="text-right tabular-nums">
                  {row[key] === '0.00' ? '—' : formatMoney(row[key])}
                </TableCell>
              ))}
              <TableCell className="text-right font-medium tabular-nums">{formatMoney(row.total)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
