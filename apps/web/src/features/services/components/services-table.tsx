import { Link } from 'react-router';
import { Trash2 } from 'lucide-react';
import { formatMoney } from '@tradeworks/contracts/money';
import type { Service } from '@tradeworks/contracts/services';
import { Badge } from '@/components/ui/badge';
import { EditRowLink, ViewRowLink } from '@/components/row-links';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

interface ServicesTableProps {
  services: Service[];
  canEdit: boolean;
  onDelete: (service: Service) => void;
}

/** Service Name, Type, Category, Price, Status, Actions (spec part 2 §2). */
export function ServicesTable({ services, canEdit, onDelete }: ServicesTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Service Name</TableHead>
          <TableHead className="hidden sm:table-cell">Type</TableHead>
          <TableHead className="hidden md:table-cell">Category</TableHead>
          <TableHead className="hidden text-right sm:table-cell">Price</TableHead>
          <TableHead className="hidden sm:table-cell">Status</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {services.map((service) => (
          <TableRow key={service.id}>
            <TableCell className="max-w-64">
              <Link to={`/services/${service.id}`} className="font-medium hover:underline">
                {service.name}
              </Link>
              {service.description && (
                <p className="hidden truncate text-xs text-muted-foreground sm:block">
                  {service.description}
                </p>
              )}
              <p className="text-xs text-muted-foreground sm:hidden">
                {service.serviceType === 'composite' ? 'Composite' : 'Simple'} ·{' '}
                {formatMoney(service.basePrice)}
                {service.status === 'inactive' && ' · Inactive'}
              </p>
            </TableCell>
            <TableCell className="hidden sm:table-cell">
              <Badge variant={service.serviceType === 'composite' ? 'info' : 'secondary'}>
                {service.serviceType === 'composite' ? 'Composite' : 'Simple'}
              </Badge>
            </TableCell>
            <TableCell className="hidden md:table-cell">{service.category ?? '—'}</TableCell>
            <TableCell className="hidden text-right font-medium tabular-nums sm:table-cell">
              {formatMoney(service.basePrice)}
            </TableCell>
            <TableCell className="hidden sm:table-cell">
              <Badge variant={service.status === 'active' ? 'success' : 'outline'}>
                {service.status === 'active' ? 'Active' : 'Inactive'}
              </Badge>
            </TableCell>
            <TableCell>
              <div className="flex justify-end gap-1">
                <ViewRowLink to={`/services/${service.id}`} name={service.name} />
                {canEdit && (
                  <>
                    <EditRowLink to={`/services/${service.id}/edit`} name={service.name} />
                    <Button
                      variant="destructive-ghost"
                      size="icon-sm"
                      onClick={() => onDelete(service)}
                      aria-label={`Delete ${service.name}`}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </>
                )}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
