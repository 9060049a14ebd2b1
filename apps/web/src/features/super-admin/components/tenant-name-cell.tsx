import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Settings2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TableCell } from '@/components/ui/table';

/** A console table's first cell: the organization's name, linking to its page, over its slug (or address). */
export function TenantNameCell({ tenant, sub }: { tenant: { id: string; name: string }; sub: ReactNode }) {
  return (
    <TableCell>
      <Link to={`/admin/tenants/${tenant.id}`} className="font-medium hover:underline">
        {tenant.name}
      </Link>
      <p className="text-xs text-muted-foreground">{sub}</p>
    </TableCell>
  );
}

/** The row action that opens the organization's page to change its settings. */
export function ConfigureTenantButton({ tenant }: { tenant: { id: string; name: string } }) {
  return (
    <Button asChild variant="ghost" size="icon" title="Configure">
      <Link to={`/admin/tenants/${tenant.id}`} aria-label={`Configure ${tenant.name}`}>
        <Settings2 aria-hidden="true" />
      </Link>
    </Button>
  );
}
