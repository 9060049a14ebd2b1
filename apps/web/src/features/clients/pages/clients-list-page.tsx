import { useEffect } from 'react';
import { Link } from 'react-router';
import { Users } from 'lucide-react';
import {
  CLIENT_STATUSES,
  CLIENT_TYPES,
  type ClientStatus,
  type ClientType,
} from '@tradeworks/contracts/clients';
import { DEFAULT_PAGE_SIZE } from '@tradeworks/contracts/paging';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { ListPageToolbar } from '@/components/list-page-toolbar';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { LoadError } from '@/components/load-error';
import { SearchInput } from '@/components/search-input';
import { useCan } from '@/lib/permissions';
import { useListQueryState } from '@/lib/use-list-query-state';
import { useClients } from '../api/list-clients';
import { ClientsTable } from '../components/clients-table';
import { useDeleteClientFlow } from '../components/use-delete-client-flow';
import { CLIENT_STATUS_LABELS, CLIENT_TYPE_LABELS } from '../lib/client-labels';

const ALL = 'all';

/** /clients — searched and paged on the server; search, filters and page live in the URL. */
export function ClientsListPage() {
  const { search, offset, filters, update } = useListQueryState(['status', 'clientType'] as const);
  const status = (CLIENT_STATUSES as readonly string[]).includes(filters.status)
    ? (filters.status as ClientStatus)
    : '';
  const clientType = (CLIENT_TYPES as readonly string[]).includes(filters.clientType)
    ? (filters.clientType as ClientType)
    : '';
  const clients = useClients({ search, status, clientType, limit: DEFAULT_PAGE_SIZE, offset });
  const canEdit = useCan('clients', 'edit');
  const deletion = useDeleteClientFlow();

  useEffect(() => {
    document.title = 'Clients · Tradeworks';
  }, []);

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6">
      <ListPageToolbar
        title="Clients"
        description="Residential and commercial clients, their contacts and payment methods."
        create={canEdit && { to: '/clients/new', label: 'Add Client' }}
      />
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-3 border-b p-4 lg:flex-row lg:items-center">
          <div className="flex items-center gap-2">
            <h2 className="text-base font-semibold">All Clients</h2>
            <Badge
              variant="secondary"
              aria-label={
                clients.data
                  ? `${clients.data.total} ${clients.data.total === 1 ? 'client' : 'clients'}`
                  : 'Counting clients'
              }
              className="tabular-nums"
            >
              {clients.data?.total ?? '…'}
            </Badge>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row lg:ml-auto">
            <SearchInput
              className="sm:w-96"
              value={search}
              label="Search clients"
              placeholder="Search name, email, phone, address…"
              onSearch={(text) => update({ search: text, offset: null })}
            />
            <div className="grid grid-cols-2 gap-2 sm:flex">
              <Select
                value={status || ALL}
                onValueChange={(value) => update({ status: value === ALL ? null : value, offset: null })}
              >
                <SelectTrigger aria-label="Filter by status" className="sm:w-36">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ALL}>All Statuses</SelectItem>
                  {CLIENT_STATUSES.map((value) => (
                    <SelectItem key={value} value={value}>
                      {CLIENT_STATUS_LABELS[value]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <Select
                value={clientType || ALL}
                onValueChange={(value) => update({ clientType: value === ALL ? null : value, offset: null })}
              >
                <SelectTrigger aria-label="Filter by type" className="sm:w-40">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ALL}>All Types</SelectItem>
                  {CLIENT_TYPES.map((value) => (
                    <SelectItem key={value} value={value}>
                      {CLIENT_TYPE_LABELS[value]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          </div>
        </div>
        {clients.isPending ? (
          <div className="grid gap-2 p-4" role="status" aria-busy="true" aria-label="Loading clients">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-11" />
            ))}
          </div>
        ) : clients.isError ? (
          <LoadError message="Failed to load clients. Please try again." onRetry={() => clients.refetch()} />
        ) : clients.data.items.length === 0 ? (
          <EmptyState
            icon={Users}
            title="No clients found."
            action={
              !search &&
              !status &&
              !clientType &&
              canEdit && (
                <Button asChild size="sm">
                  <Link to="/clients/new">Add Client</Link>
                </Button>
              )
            }
          />
        ) : (
          <>
            <ClientsTable clients={clients.data.items} canEdit={canEdit} onDelete={deletion.ask} />
            <ListPagination
              offset={offset}
              limit={DEFAULT_PAGE_SIZE}
              total={clients.data.total}
              bounded={clients.data.bounded}
              noun="clients"
              onOffsetChange={(next) => update({ offset: next })}
            />
          </>
        )}
      </Card>
      <ConfirmDeleteDialog
        name={deletion.target?.name ?? null}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onOpenChange={(open) => !open && deletion.cancel()}
      />
    </div>
  );
}
