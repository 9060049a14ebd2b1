import { Link } from 'react-router';
import { AGING_BUCKET_LABELS } from '@tradeworks/contracts/reports';
import { formatMoney } from '@tradeworks/contracts/money';
import { formatDisplayDate } from '@tradeworks/contracts/display-format';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { LoadError } from '@/components/load-error';
import { useAgingInvoices } from '../api/get-aging-invoices';

/** The drill-down: one client's invoices open on the date, each linking to the invoice. */
export function AgingInvoices({
  asOf,
  clientId,
  clientName,
}: {
  asOf: string;
  clientId: string;
  clientName: string;
}) {
  const invoices = useAgingInvoices({ asOf, clientId });
  return (
    <Card id="aging-invoices">
      <CardHeader>
        <CardTitle>Open invoices of {clientName}</CardTitle>
      </CardHeader>
      <CardContent className="px-0 sm:px-0">
        {invoices.isError ? (
          <LoadError message="Failed to load the client's invoices." onRetry={() => invoices.refetch()} />
        ) : !invoices.data ? (
          <Skeleton className="mx-6 h-24" aria-busy="true" />
        ) : (
          <Table>
            <caption className="sr-only">
              Invoices of {clientName} open on {formatDisplayDate(asOf)}
            </caption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Invoice</TableHead>
                <TableHead scope="col">Sent</TableHead>
                <TableHead scope="col">Due</TableHead>
                <TableHead scope="col" className="text-right">
                  Days past due
                </TableHead>
                <TableHead scope="col">Bucket</TableHead>
                <TableHead scope="col" className="text-right">
                  Total
                </TableHead>
                <TableHead scope="col" className="text-right">
                  Paid
                </TableHead>
                <TableHead scope="col" className="text-right">
                  Balance
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {invoices.data.map((row) => (
                <TableRow key={row.invoiceId}>
                  <TableCell>
                    <Link
                      className="font-medium text-primary underline-offset-4 hover:underline"
                      to={`/invoices/${row.invoiceId}`}
                    >
                      {row.invoiceNumber}
                    </Link>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatDisplayDate(row.issuedOn)}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {row.dueDate ? formatDisplayDate(row.dueDate) : '—'}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{Math.max(0, row.daysPastDue)}</TableCell>
                  <TableCell>{AGING_BUCKET_LABELS[row.bucket]}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(row.total)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(row.paid)}</TableCell>
                  <TableCell className="text-right font-medium tabular-nums">
                    {formatMoney(row.balance)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
