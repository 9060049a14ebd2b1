import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Eye, Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TableCell } from '@/components/ui/table';

/** A list row's View icon: opens the record, named "View <name>". */
export function ViewRowLink({ to, name }: { to: string; name: string }) {
  return (
    <Button asChild variant="ghost" size="icon-sm">
      <Link to={to} aria-label={`View ${name}`}>
        <Eye aria-hidden="true" />
      </Link>
    </Button>
  );
}

/** A list row's Edit icon, named "Edit <name>"; `wideOnly` hides it on a phone, where the row keeps View. */
export function EditRowLink({ to, name, wideOnly }: { to: string; name: string; wideOnly?: boolean }) {
  return (
    <Button asChild variant="ghost" size="icon-sm" className={wideOnly ? 'hidden sm:inline-flex' : undefined}>
      <Link to={to} aria-label={`Edit ${name}`}>
        <Pencil aria-hidden="true" />
      </Link>
    </Button>
  );
}

/**
 * A list row's first cell: the record's number as a link; on a phone, where the other columns hide, the
 * counterpart's name and the status badge under it.
 */
export function RecordLinkCell({
  to,
  label,
  counterpart,
  badge,
}: {
  to: string;
  label: string;
  counterpart: string;
  badge: ReactNode;
}) {
  return (
    <TableCell className="whitespace-nowrap">
      <Link to={to} className="font-medium hover:underline">
        {label}
      </Link>
      <p className="max-w-40 truncate text-xs text-muted-foreground sm:hidden">{counterpart}</p>
      <span className="mt-1 block sm:hidden">{badge}</span>
    </TableCell>
  );
}
