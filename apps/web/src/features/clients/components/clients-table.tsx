import { Link } from 'react-router';
import { Trash2 } from 'lucide-react';
import type { Client } from '@tradeworks/contracts/clients';
import { Badge } from '@/components/ui/badge';
import { EditRowLink, ViewRowLink } from '@/components/row-links';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { CLIENT_TYPE_LABELS } from '../lib/client-labels';
import { ClientStatusBadge } from './status-badges';
import { NeedsDetailsBadge } from './needs-details-notice';

interface ClientsTableProps {
  clients: Client[];
  canEdit: boolean;
  onDelete: (client: Client) => void;
}

/** Spec columns: Client, Contact, Type, Status, Actions (view, edit, delete). */
export function ClientsTable({ clients, canEdit, onDelete }: ClientsTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Client</TableHead>
          <TableHead className="hidden md:table-cell">Contact</TableHead>
          <TableHead className="hidden sm:table-cell">Type</TableHead>
          <TableHead className="hidden sm:table-cell">Status</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {clients.map((client) => (
          <TableRow key={client.id}>
            <TableCell className="max-w-[12rem] sm:max-w-xs">
              <Link to={`/clients/${client.id}`} className="block truncate font-medium hover:underline">
                {client.name}
              </Link>
              <p className="truncate text-xs text-muted-foreground">
                {client.companyName ?? [client.city, client.state].filter(Boolean).join(', ')}
              </p>
              <p className="truncate text-xs text-muted-foreground md:hidden">
                {client.phone ?? client.email}
              </p>
              <ClientStatusBadge status={client.status} className="mt-1 sm:hidden" />
              {client.needsDetails && <NeedsDetailsBadge className="mt-1" />}
            </TableCell>
            <TableCell className="hidden max-w-xs md:table-cell">
              <p className="truncate">{client.email}</p>
              <p className="truncate text-xs text-muted-foreground">{client.phone}</p>
            </TableCell>
            <TableCell className="hidden sm:table-cell">
              <Badge variant="outline">{CLIENT_TYPE_LABELS[client.clientType]}</Badge>
            </TableCell>
            <TableCell className="hidden sm:table-cell">
              <ClientStatusBadge status={client.status} />
            </TableCell>
            <TableCell>
              <div className="flex justify-end gap-0.5">
                <ViewRowLink to={`/clients/${client.id}`} name={client.name} />
                {canEdit && (
                  <>
                    <EditRowLink to={`/clients/${client.id}/edit`} name={client.name} />
                    <Button
                      variant="destructive-ghost"
                      size="icon-sm"
                      aria-label={`Delete ${client.name}`}
                      onClick={() => onDelete(client)}
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
