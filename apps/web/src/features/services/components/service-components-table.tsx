import { Link } from 'react-router';
import { formatMoney } from '@tradeworks/contracts/money';
import type { ServiceWithLines } from '@tradeworks/contracts/services';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';

const TYPE_LABELS = { part: 'Part', labor: 'Labor', service: 'Service' } as const;

/** The components of a composite service, read-only, with the price they add up to. */
export function ServiceComponentsTable({ service }: { service: ServiceWithLines }) {
  return (
    <Card className="overflow-hidden">
      <CardHeader>
        <CardTitle>Service Components</CardTitle>
      </CardHeader>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Item</TableHead>
            <TableHead className="hidden sm:table-cell">Type</TableHead>
            <TableHead className="text-right">Qty</TableHead>
            <TableHead className="hidden text-right sm:table-cell">Rate</TableHead>
            <TableHead className="text-right">Total</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {service.lineItems.map((line) => (
            <TableRow key={line.id}>
              <TableCell>
                {line.inventoryId ? (
                  <Link to={`/inventory/${line.inventoryId}`} className="font-medium hover:underline">
                    {line.itemName}
                  </Link>
                ) : (
                  line.itemName
                )}
              </TableCell>
              <TableCell className="hidden sm:table-cell">{TYPE_LABELS[line.itemType]}</TableCell>
              <TableCell className="text-right tabular-nums">{Number(line.quantity)}</TableCell>
              <TableCell className="hidden text-right tabular-nums sm:table-cell">
                {formatMoney(line.rate)}
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatMoney(line.total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={2} className="text-right sm:hidden">
              Total Price
            </TableCell>
            <TableCell colSpan={4} className="hidden text-right sm:table-cell">
              Total Price
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatMoney(service.basePrice)}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Card>
  );
}
